import { pageTitle } from '@/config/page-title.ts';

/** What the onboarding screen says; the validation strings come from @tlp/shared. */
export const ONBOARDING_TEXT = {
  pageTitle: pageTitle('Completa tu registro'),
  title: 'Completa tu registro',
  intro: 'Cuéntanos un poco de ti para mostrarte los campus y las carreras que van contigo.',
  avatar: 'Elige tu avatar',
  avatarHint: 'Aparecerá en tu menú y en tu perfil. Usa las flechas del teclado para recorrer la lista.',
  enrolled: 'Ya estudio en una universidad',
  enrolledHint: 'Actívalo si ya estás inscrito en una carrera universitaria.',
  university: 'Universidad o campus',
  degree: 'Carrera',
  areas: 'Áreas de estudio que te interesan',
  cities: 'Ciudades donde te gustaría estudiar',
  advice: 'Te recomendamos elegir al menos dos áreas y dos ciudades.',
  selected: (n: number, max: number) => `${n} de ${max} seleccionadas`,
  loadError: 'No pudimos cargar las opciones.',
  loading: 'Cargando opciones',
  submit: 'Guardar y continuar',
  backHome: 'Volver al inicio',
  error: 'Ocurrió un error al actualizar el perfil',
  myData: 'Mis datos',
  signOut: 'Salir',
  signingOut: 'Saliendo…',
} as const;

/** What the student home says, besides its favourites and meetings sections. */
export const HOME_TEXT = {
  pageTitle: pageTitle('Inicio'),
  heading: 'Inicio',
  greeting: (firstName: string) => `¡Hola, ${firstName}!`,
  tagline: 'Descubre los campus y las carreras que van contigo.',
  suggestions: {
    title: 'Campus que coinciden con tus preferencias',
    empty: 'Lo sentimos, por el momento no se encontraron coincidencias con tus preferencias',
    emptyLink: 'Mientras tanto, conoce los cursos de habilidades blandas',
    loading: 'Cargando campus que coinciden con tus preferencias',
    error: 'No pudimos cargar los campus que coinciden con tus preferencias.',
    areas: 'Áreas que coinciden',
    more: 'Ver más campus',
    loadingMore: 'Cargando más campus…',
  },
} as const;

/** The profile's block of the student's areas and cities of interest. */
export const INTERESTS_TEXT = {
  title: 'Información educativa de interés',
  edit: 'Editar información educativa de interés',
  loading: 'Cargando preferencias académicas',
  loadError: 'No pudimos cargar tus preferencias académicas.',
  areas: 'Áreas de interés',
  cities: 'Ciudades de interés',
  noneChosen: 'Aún no eliges ninguna',
  /** The browser alert when the preferences could not be saved. */
  saveError: 'Algo salió mal, por favor inténtalo más tarde',
} as const;
