// Words of a school's season that the school page and the director's report (PDF) both say: the
// funnel's steps, the trend and its forecast, the interests, and who funds the reward. Plain
// strings, so the web and the API say them one way.

export const FUNNEL_STEP_WORDS = {
  notebooks: 'Libretas',
  registered: 'Se registraron',
  onboarded: 'Terminaron su registro',
  with_favorite: 'Con favorita',
  with_meeting: 'Pidieron reunión',
  booked: 'Agendaron horario',
  attended: 'Asistieron',
} as const;

export const SEASON_WORDS = {
  funnelTitle: 'Embudo de la temporada',
  funnelIntro: 'Cuántos estudiantes llegan a cada paso; el porcentaje es del paso anterior.',
  ofPrevious: (rate: string) => `${rate} del paso anterior`,
  trendTitle: 'Tendencia',
  trendIntro: 'Registros y solicitudes de reunión acumulados cada semana del ciclo, con las metas de la recompensa.',
  registrations: 'Registros',
  meetings: 'Reuniones',
  noWeeks: 'El ciclo apenas empieza: aún no hay semanas que mostrar.',
  forecastTitle: 'Pronóstico',
  registrationsGoal: 'Meta de registros',
  meetingsGoal: 'Meta de reuniones',
  reached: (goal: 'registros' | 'reuniones') => `Ya alcanzaste la meta de ${goal}`,
  reachesOn: (goal: 'registros' | 'reuniones', day: string) => `A este ritmo alcanzarás la meta de ${goal} el ${day}`,
  notReached: 'A este ritmo no la alcanzarás antes del fin del ciclo',
  noTarget: 'Aún no hay libretas entregadas para calcular esta meta',
  interestsTitle: 'Intereses',
  interestsIntro:
    'Lo que eligen tus estudiantes: las áreas y carreras de sus favoritas y las ciudades donde quieren estudiar.',
  areas: 'Áreas',
  degrees: 'Carreras',
  cities: 'Ciudades',
  noneHere: 'Aún no hay suficientes estudiantes para mostrar esta lista.',
} as const;

/** Who funds the reward, what it rewards, and what it never depends on. */
export const REWARD_FUNDER_WORDS = {
  funder: 'La recompensa la da Toca la Puerta, la plataforma; ninguna universidad la paga ni participa en ella.',
  purpose:
    'Reconoce la labor de orientación de tu escuela: que tus estudiantes se registren y pidan reuniones con universidades.',
  admission: 'Nunca depende de que algún estudiante sea admitido en una universidad.',
} as const;
