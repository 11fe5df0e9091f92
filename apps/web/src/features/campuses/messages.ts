/** What the campus profile says (spec §2, campus and degree pages). */
export const CAMPUS_TEXT = {
  loading: 'Cargando la página',
  pageTitle: (name: string) => `${name} · Toca la Puerta`,
  edit: 'Editar campus',
  videoTitle: (name: string) => `Conoce ${name}`,
  about: 'Sobre nosotros',
  noDescription: 'Este campus aún no ha compartido su descripción.',
  location: 'Ver ubicación',
  gallery: 'Galería',
  galleryPhoto: (index: number, total: number, name: string) => `Foto ${index} de ${total} de ${name}`,
  degrees: 'Carreras por área de estudio',
  degreesLoading: 'Cargando carreras',
  degreesError: 'No pudimos cargar las carreras de este campus.',
  noDegrees: 'Este campus aún no tiene carreras registradas.',
  filtered: 'Mostrando solo las carreras de las áreas que te interesan.',
  noFilteredDegrees:
    'Este campus no tiene carreras en las áreas que te interesan, pero puedes conocer todas las que ofrece.',
  showAll: (count: number) => `Ver todas las carreras (${count})`,
  degreesInArea: (count: number) => (count === 1 ? '1 carrera' : `${count} carreras`),
  notFoundTitle: 'No encontramos este campus',
  notFoundBody: 'Es posible que el enlace esté incompleto o que el campus ya no esté disponible.',
} as const;
