let counter = 0;

/** A tag no other row of the run has, for names and e-mails that must be unique. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
