import { UI_MESSAGES } from '@tlp/shared/messages';

/** What the profile screen says; the spec's validation strings come from @tlp/shared. */
export const PROFILE_TEXT = {
  pageTitle: 'Mi Perfil · Toca la Puerta',
  title: 'Mi Perfil',
  loadingProfile: 'Cargando información de perfil',
  loadingPreferences: 'Cargando preferencias académicas',
  loadError: 'No pudimos cargar tu información.',
  preferencesError: 'No pudimos cargar tus preferencias académicas.',
  retry: 'Reintentar',
  avatar: (firstName: string) => `Avatar de ${firstName}`,
  basic: 'Información básica',
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  noPhone: 'Sin teléfono registrado',
  userType: 'Tipo de usuario',
  education: 'Información educativa actual',
  highschool: 'Unidad académica',
  semester: 'Semestre',
  notSet: 'Sin registrar',
  interests: 'Información educativa de interés',
  areas: 'Áreas de interés',
  cities: 'Ciudades de interés',
  noneChosen: 'Aún no eliges ninguna',
  edit: 'Editar',
  editEducation: 'Editar información educativa actual',
  editInterests: 'Editar información educativa de interés',
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Guardamos tus cambios',
  educationSaveError: 'No pudimos guardar los cambios. Inténtalo de nuevo.',
  /** The spec's browser alert when preferences fail to save (§8). */
  preferencesSaveError: 'Algo salió mal, por favor inténtalo más tarde',
  highschoolPicker: {
    label: 'Unidad académica',
    help: 'Escribe el nombre de tu preparatoria y elígela de la lista',
    none: 'No encontramos preparatorias con ese nombre',
    loading: 'Buscando preparatorias…',
    /** The spec's message when the list fails (§8). */
    error: 'Hubo un error al obtener las preparatorias',
  },
  orienterKey: UI_MESSAGES.orienterKeyLabel,
  /** Under the key field (and read with it): why a new school asks for it and who gives it. */
  orienterKeyHelp:
    'Al cambiar de preparatoria necesitas la clave de orientador de tu nueva preparatoria; pídela a tu orientadora u orientador.',
  semesterPicker: {
    label: 'Semestre',
    loading: 'Cargando semestres…',
    error: 'No pudimos cargar los semestres. Inténtalo de nuevo.',
  },
} as const;
