import { UI_MESSAGES } from '@tlp/shared/messages';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

/** What the profile screen says; the validation strings come from @tlp/shared. */
export const PROFILE_TEXT = {
  myData: 'Mis datos',
  myDataHint: 'Qué datos tuyos guardamos, con quién los compartimos, descargarlos o eliminar tu cuenta.',
  pageTitle: pageTitle('Mi Perfil'),
  title: 'Mi Perfil',
  loadingProfile: 'Cargando información de perfil',
  loadError: 'No pudimos cargar tu información.',
  avatar: (firstName: string) => `Avatar de ${firstName}`,
  basic: 'Información básica',
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  noPhone: 'Sin teléfono registrado',
  userType: 'Tipo de usuario',
  campus: 'Campus',
  education: 'Información educativa actual',
  highschool: 'Unidad académica',
  semester: 'Semestre',
  notSet: 'Sin registrar',
  editEducation: 'Editar información educativa actual',
  editBasic: 'Editar tu nombre y tu avatar',
  firstName: 'Nombre(s)',
  lastName: 'Apellidos',
  avatarChoice: 'Tu avatar',
  avatarHint: 'Aparece en tu menú y en tu perfil. Usa las flechas del teclado para recorrer la lista.',
  profileSaveError: 'No pudimos guardar los cambios. Inténtalo de nuevo.',
  saved: 'Guardamos tus cambios',
  educationSaveError: 'No pudimos guardar los cambios. Inténtalo de nuevo.',
  highschoolPicker: {
    label: 'Unidad académica',
    help: 'Escribe el nombre de tu preparatoria y elígela de la lista',
    none: 'No encontramos preparatorias con ese nombre',
    loading: 'Buscando preparatorias…',
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

/** Deleting an orienter's or a student's account (admins). */
export const DELETE_USER_TEXT = {
  title: '¿Eliminar usuario?',
  body: (name: string) => `Se eliminará la cuenta de ${name}. Esta acción no se puede deshacer.`,
  deleted: 'Usuario eliminado',
  failed: 'No fue posible eliminar el usuario',
  forbidden: 'No tienes permisos para eliminar usuarios',
  confirm: UI_TEXT.delete,
} as const;

/** The profile's password block and its change dialog (PUT /users/me/password). */
export const PASSWORD_CHANGE_TEXT = {
  title: 'Contraseña',
  info: 'Cámbiala cuando quieras. Al hacerlo se cierran tus sesiones en otros dispositivos y te avisamos por correo.',
  change: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  newPasswordConfirmation: 'Confirmar contraseña nueva',
  saved: 'Tu contraseña cambió. Cerramos tus sesiones en otros dispositivos.',
  failed: 'No pudimos cambiar tu contraseña. Inténtalo de nuevo.',
} as const;
