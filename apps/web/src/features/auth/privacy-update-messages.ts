import { pageTitle } from '@/config/page-title.ts';

/** The privacy notice to accept before going on (components/privacy-update.tsx, loaded only when asked). */
export const PRIVACY_UPDATE_TEXT = {
  pageTitle: pageTitle('Aviso de privacidad'),
  title: 'Antes de seguir: nuestro aviso de privacidad',
  intro:
    'Necesitamos que leas y aceptes el aviso de privacidad vigente (si ya habías aceptado uno, cambió desde entonces). Explica qué datos guardamos, para qué, con quién los compartimos (solo con las universidades con las que tú agendas una reunión) y cómo ejercer tus derechos ARCO.',
  read: 'Leer el aviso de privacidad',
  accept: 'Leí y acepto el aviso de privacidad',
  logout: 'Cerrar sesión',
  failed: 'No pudimos guardar tu respuesta. Intenta de nuevo.',
} as const;
