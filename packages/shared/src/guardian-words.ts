// Words a parent or guardian reads both on the consent link's page (/autorizacion/{token}) and in
// the family view (/familia). No zod here (nor anything that loads it): both pages stay light.

export const GUARDIAN_WORDS = {
  linkGone: 'Este enlace ya no funciona',
  linkNotFound: 'No encontramos este enlace',
  checkConnection: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  askAgain: 'Si cambias de opinión, pide a tu hija o hijo que te enviemos un correo nuevo desde «Mis datos».',
} as const;
