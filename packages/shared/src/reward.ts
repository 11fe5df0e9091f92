/** Reward progress of a school's orienters: how close registrations and meetings are to the goal that earns the reward. */
export interface RewardInput {
  notebooks: number;
  registers: number;
  meetings: number;
}

export interface GoalDial {
  target: number;
  done: number;
  percent: number;
  remaining: number;
  complete: boolean;
}

export interface RewardProgress {
  percent: number;
  bar: number;
  message: string;
  complete: boolean;
  registers: GoalDial;
  meetings: GoalDial;
}

export const REWARD_MESSAGES = {
  none: 'Cumple con los objetivos para ganar una recompensa',
  going: '¡Sigue así para ganar tu recompensa!',
  close: '¡Te falta muy poco para alcanzar tu recompensa!',
  done: '¡Felicidades! Alcanzaste los objetivos de tu preparatoria',
  doneAlert: 'Te enviaremos tu recompensa por correo electrónico',
  goalDone: 'Completaste este objetivo',
} as const;

/**
 * The one rule for a percentage shown (the bar and both dials): the whole percent reached, so
 * 100 % only once a goal is met and 80 % only once the 'close' message shows; any progress at all
 * shows at least 1 %, never 0 %; past 100 it stays at 100.
 */
export function shownPercent(percent: number): number {
  if (!(percent > 0)) return 0;
  return Math.max(1, Math.floor(Math.min(100, percent)));
}

function dial(done: number, target: number): GoalDial {
  const percent = target > 0 ? (100 * done) / target : 0;
  return {
    target,
    done,
    percent,
    remaining: Math.max(0, target - done),
    complete: target > 0 && percent >= 100,
  };
}

export function rewardProgress({ notebooks, registers, meetings }: RewardInput): RewardProgress {
  const goal = Math.ceil(notebooks * 0.8 + notebooks * 0.4);
  const percent = goal > 0 ? (100 * (registers + meetings)) / goal : 0;
  let message: string = REWARD_MESSAGES.none;
  if (percent >= 100) message = REWARD_MESSAGES.done;
  else if (percent >= 80) message = REWARD_MESSAGES.close;
  else if (percent > 0) message = REWARD_MESSAGES.going;
  return {
    percent,
    bar: Math.min(100, percent),
    message,
    complete: percent >= 100,
    registers: dial(registers, Math.ceil(notebooks * 0.8)),
    meetings: dial(meetings, Math.ceil(notebooks * 0.4)),
  };
}
