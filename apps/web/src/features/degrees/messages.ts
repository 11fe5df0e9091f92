/** What the degree page says (spec §2 and §8). */
export const DEGREE_TEXT = {
  loading: 'Cargando la página',
  pageTitle: (name: string) => `${name} · Toca la Puerta`,
  edit: 'Editar carrera',
  videoTitle: (name: string) => `Conoce la carrera de ${name}`,
  about: 'Sobre la carrera',
  noDescription:
    'Esta carrera aún no tiene descripción. Agenda una reunión para resolver tus dudas con la universidad.',
  studyPlan: 'Plan de estudios',
  scholarships: 'Becas',
  notAvailable: 'Aún no disponible',
  downloadHint: '(PDF)',
  knowCampus: 'Conoce el campus',
  gallery: 'Galería',
  galleryPhoto: (index: number, total: number, name: string) => `Foto ${index} de ${total} de ${name}`,
  actions: 'Tu interés en esta carrera',
  addFavorite: 'Agregar a favoritas',
  isFavorite: 'Entre tus favoritas',
  schedule: 'Agendar reunión',
  scheduled: 'Reunión agendada',
  preferencesLoading: 'Cargando tus preferencias',
  notFoundTitle: 'No encontramos esta carrera',
  notFoundBody: 'Es posible que el enlace esté incompleto o que la carrera ya no esté disponible.',
} as const;

/** Snackbar messages of the favourite and meeting buttons. */
export const DEGREE_RESULT_TEXT = {
  favoriteAdded: '¡Se agregó esta carrera a tu lista de favoritos!',
  meetingScheduled: 'La reunión fue agendada exitosamente',
  failed: 'Ocurrió un error, por favor inténtalo más tarde',
} as const;
