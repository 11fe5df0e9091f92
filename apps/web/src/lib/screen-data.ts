import type { CurrentUser } from '@tlp/shared/users';

/**
 * What a signed-in route can tell the layout above it (its `handle`): the data its screen will
 * ask for, given the user. On a page opened afresh the signed-in layout (src/app/routes/app/
 * signed-in.tsx) calls it as soon as the session names the user, so those requests leave before
 * the screen is drawn instead of from its first render, and drawing it does not start them.
 */
export interface ScreenData {
  /** Starts the requests; settles when their answers are in (or one failed). */
  preload: (user: CurrentUser) => Promise<unknown>;
}

const hasScreenData = (handle: unknown): handle is ScreenData =>
  typeof handle === 'object' && handle !== null && typeof (handle as ScreenData).preload === 'function';

/**
 * Asks for the data of every route of the screen (their `handle`s) that declares it. Settles when
 * all of it is in, or some of it failed (the screen's hooks then show the failure). Nothing for a
 * user who must first accept the privacy notice in force: that is all they will see, and the API
 * refuses them the rest.
 */
export function preloadScreenData(handles: readonly unknown[], user: CurrentUser): Promise<unknown> {
  if (user.privacy_accepted === false) return Promise.resolve();
  return Promise.allSettled(handles.filter(hasScreenData).map((handle) => handle.preload(user)));
}
