// Words a parent or guardian reads both on the consent link's page (/autorizacion/{token}) and in
// the family view (/familia). No zod here (nor anything that loads it): both pages stay light.

export const GUARDIAN_WORDS = {
  linkGone: 'Este enlace ya no funciona',
  linkNotFound: 'No encontramos este enlace',
  checkConnection: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  /** How a guardian withdraws: the guardian's page and the e-mail with the link say it alike. */
  howToWithdraw:
    'Puedes retirar tu autorización cuando quieras desde la vista para familias: entras con este mismo correo, sin contraseña, y ahí ves también lo que hace en Toca la Puerta y con quién se compartieron sus datos. Tu hija o hijo también puede dejar de compartir sus datos desde «Mis datos».',
  askAgain: 'Si cambias de opinión, pide a tu hija o hijo que te enviemos un correo nuevo desde «Mis datos».',
} as const;
