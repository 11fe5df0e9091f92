/** What the student home says. The section titles and the first empty text are the spec's. */
export const HOME_TEXT = {
  pageTitle: 'Inicio · Toca la Puerta',
  heading: 'Inicio',
  greeting: (firstName: string) => `¡Hola, ${firstName}!`,
  tagline: 'Descubre los campus y las carreras que van contigo.',
  retry: 'Reintentar',
  suggestions: {
    title: 'Campus que coinciden con tus preferencias',
    empty: 'Lo sentimos, por el momento no se encontraron coincidencias con tus preferencias',
    emptyLink: 'Mientras tanto, conoce los cursos de habilidades blandas',
    loading: 'Cargando campus que coinciden con tus preferencias',
    error: 'No pudimos cargar los campus que coinciden con tus preferencias.',
    areas: 'Áreas que coinciden',
  },
  favorites: {
    title: 'Favoritas',
    more: 'Ver más',
    empty:
      'Aún no tienes carreras favoritas. Presiona “Agregar a favoritas” en las carreras que te interesen y aparecerán aquí.',
    loading: 'Cargando tus carreras favoritas',
    error: 'No pudimos cargar tus carreras favoritas.',
  },
  meetings: {
    title: 'Reuniones',
    empty:
      'Aún no tienes reuniones agendadas. Presiona “Agendar reunión” en tus carreras favoritas para platicar con la universidad.',
    loading: 'Cargando tus reuniones',
    error: 'No pudimos cargar tus reuniones.',
    scheduled: (date: string) => `Agendada el ${date}`,
  },
} as const;
