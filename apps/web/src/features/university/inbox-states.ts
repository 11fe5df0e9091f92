import { MEETING_STATES, type MeetingState } from '@tlp/shared/slots';

/** The states a representative sees and filters by ('held' requests never reach them). */
export const INBOX_STATES = MEETING_STATES.filter((s): s is Exclude<MeetingState, 'held'> => s !== 'held');
export type InboxState = (typeof INBOX_STATES)[number];
