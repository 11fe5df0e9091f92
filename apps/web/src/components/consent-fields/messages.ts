/** What the birth-date fields say (the signup form, the booking dialog, 'Mis datos'). */
export const CONSENT_FIELDS_TEXT = {
  birthDate: 'Fecha de nacimiento',
  birthDateHint: 'Si eres menor de edad, tu madre, padre o tutor autoriza que compartamos tus datos.',
  guardianEmail: 'Correo de tu madre, padre o tutor',
  guardianEmailHint: 'Le enviaremos un correo para que autorice que compartamos tus datos con universidades.',
} as const;
