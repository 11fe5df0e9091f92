// The words of ARCO self-service ('Mis datos'), without zod: the degree page and 'Mis datos' read
// them without loading the schemas.

import { sharedFieldsWords } from './shared-fields.ts';

/** The sentence the user types to confirm the deletion of their account (the web dialog). */
export const DELETE_ACCOUNT_CONFIRMATION = 'eliminar mi cuenta';

export const ARCO_MESSAGES = {
  accountDeleted: 'Tu cuenta y tus datos personales se eliminaron.',
  /** The consent asked at the moment of booking, with the campus's name. */
  consentToShare: (campus: string) =>
    `Al agendar, compartiremos tu ${sharedFieldsWords()} con ${campus} para que te contacten.`,
} as const;
