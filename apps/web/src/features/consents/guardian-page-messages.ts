import { GUARDIAN_WORDS } from '@tlp/shared/guardian-words';
import { pageTitle } from '@/config/page-title.ts';

// The guardian's page (/autorizacion/{token}): plain Spanish for a parent who opens it from an
// e-mail, on a phone. No zod here (nor anything that loads it): the page stays light.

export const GUARDIAN_PAGE_TEXT = {
  pageTitle: pageTitle('Autorización'),
  loading: 'Cargando la solicitud',
  title: (firstName: string) => `¿Autorizas que compartamos los datos de ${firstName}?`,
  intro: (name: string, school: string | null) =>
    `${name}${school ? `, de ${school},` : ''} usa Toca la Puerta para conocer universidades y carreras. Como es menor de edad, necesitamos tu permiso para compartir sus datos con una universidad cuando pida una reunión.`,
  what: 'Qué datos compartimos',
  who: 'Con quién',
  why: 'Para qué',
  withdraw: 'Si cambias de opinión',
  withdrawBody: GUARDIAN_WORDS.howToWithdraw,
  familyView: 'Entrar a la vista para familias',
  nothingElse: 'No compartimos sus datos con nadie más ni los vendemos.',
  expires: (date: string) => `Este enlace vence el ${date} y solo sirve una vez.`,
  grant: 'Autorizo',
  refuse: 'No autorizo',
  decisionLabel: 'Tu respuesta',
  grantedTitle: 'Gracias. Registramos tu autorización',
  grantedBody: (firstName: string) =>
    `Compartiremos los datos de ${firstName} solo con la universidad de cada carrera en la que pida una reunión.`,
  refusedTitle: 'Registramos que no autorizas',
  refusedBody: (firstName: string) =>
    `No compartiremos los datos de ${firstName} con ninguna universidad. Puede seguir usando Toca la Puerta para conocer carreras.`,
  changeMind: GUARDIAN_WORDS.askAgain,
  canClose: 'Ya puedes cerrar esta página.',
  goneTitle: GUARDIAN_WORDS.linkGone,
  goneBody: 'Ya se usó o venció.',
  notFoundTitle: GUARDIAN_WORDS.linkNotFound,
  notFoundBody: 'Revisa que esté completo.',
  loadErrorTitle: 'No pudimos cargar la solicitud',
  loadErrorBody: GUARDIAN_WORDS.checkConnection,
  saveError: 'No pudimos guardar tu respuesta. Revisa tu conexión e inténtalo de nuevo.',
} as const;
