import { useState } from 'react';
import { useDataSharing } from '../api/get-data-sharing.ts';
import { BookingDialog } from './booking-dialog.tsx';

/** How a meeting request goes, once the student has seen what it shares: null when they cancelled. */
export interface MeetingConsent {
  /** Given in the dialog: it also lifts an earlier opposition ('Mis datos'). */
  consentToShare?: true;
  /** What to say once it is sent (a held request: that it waits for the authorizations). */
  notice?: string;
}

/**
 * The booking dialog of a student's 'Agendar reunión'. `confirm` shows it before the first request
 * (`firstMeeting`: the student has none; unknown counts as first), when the data cannot leave now,
 * and when the server says the student had stopped sharing (`always`); otherwise it answers at once.
 */
export function useBookingConsent({ firstMeeting }: { firstMeeting: boolean | undefined }) {
  const { state, error, retry, mutate } = useDataSharing();
  const [asking, setAsking] = useState<{ resolve: (c: MeetingConsent | null) => void } | null>(null);
  // Kept after closing, so the dialog does not lose its words while it fades out.
  const [campusName, setCampusName] = useState('');

  const confirm = ({ campusName: campus, always = false }: { campusName: string; always?: boolean }) => {
    if (!always && state?.shareable && firstMeeting === false) return Promise.resolve<MeetingConsent>({});
    setCampusName(campus);
    return new Promise<MeetingConsent | null>((resolve) => setAsking({ resolve }));
  };
  const close = (consent: MeetingConsent | null) => {
    asking?.resolve(consent);
    setAsking(null);
  };

  const ui = (
    <BookingDialog
      open={asking !== null}
      campusName={campusName}
      state={state}
      error={error}
      onRetry={retry}
      onCancel={() => close(null)}
      onConfirm={({ notice }) => close({ consentToShare: true, ...(notice ? { notice } : {}) })}
      onState={(next) => void mutate(next, { revalidate: false })}
    />
  );
  return { confirm, ui };
}
