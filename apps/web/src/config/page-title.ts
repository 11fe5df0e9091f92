/**
 * The browser tab's title of a screen: 'Campus · Toca la Puerta'. Its own module, so the
 * sign-in page and the error screen take it without the rest of the interface's words.
 */
export const pageTitle = (name: string) => `${name} · Toca la Puerta`;
