/** What the goal-progress block says besides REWARD_MESSAGES (spec §4). */
export const REWARD_TEXT = {
  barLabel: 'Progreso hacia la recompensa',
  barValue: (percent: number) => `${percent} % del objetivo`,
  registersTitle: 'Registros',
  registersGoal: 'Meta: 80 % de las libretas',
  meetingsTitle: 'Reuniones',
  meetingsGoal: 'Meta: 40 % de las libretas',
  dialLabel: (title: string, done: number, target: number, percent: number) =>
    `${title}: ${done} de ${target} (${percent} %)`,
  remainingRegisters: (n: number) =>
    n === 1 ? 'Falta 1 registro para completar este objetivo' : `Faltan ${n} registros para completar este objetivo`,
  remainingMeetings: (n: number) =>
    n === 1 ? 'Falta 1 reunión para completar este objetivo' : `Faltan ${n} reuniones para completar este objetivo`,
  noTarget: 'Aún no hay libretas entregadas para calcular este objetivo',
} as const;
