import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { BlockSkeleton, EmptyNote, SectionBody } from '@/components/ui/section-states.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useSessionUser } from '@/lib/session.ts';
import type { MeetingSlot } from '@tlp/shared/slots';
import { formatInZone, zoneName } from '@/lib/zoned-time.ts';
import { cancelSlot } from '../api/cancel-slot.ts';
import { useCampusZone } from '../api/get-campus-zone.ts';
import { useOwnSlots } from '../api/get-slots.ts';
import { SLOTS_TEXT as TEXT } from '../messages.ts';
import { SlotForm } from './slot-form.tsx';
import { SlotList } from './slot-list.tsx';

/** /horarios (representative): publish a slot, and the campus's slots with their seats; cancel one. */
export function SlotsPage() {
  const user = useSessionUser();
  const { slots, error, retry, mutate } = useOwnSlots();
  const cityZone = useCampusZone(user?.campus_id);
  // The zone the campus's slots carry is the one the API keeps; the city's until there is a slot.
  const zone = slots?.[0]?.time_zone ?? cityZone;
  const cancellation = useConfirmedAction<MeetingSlot>({
    action: async (slot) => {
      await cancelSlot(slot.id);
      await mutate();
      return { severity: 'success', message: TEXT.cancelledNotice };
    },
    failure: (err) => ({ severity: 'error', message: apiErrorMessage(err, TEXT.cancelFailed) }),
    confirm: (slot) => ({
      title: TEXT.cancelTitle,
      body: TEXT.cancelBody(formatInZone(slot.starts_at, slot.time_zone)),
      confirmLabel: TEXT.cancelConfirm,
      busyLabel: TEXT.cancelling,
    }),
  });

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <title>{TEXT.pageTitle}</title>
      <Typography component="h1" variant="h3" sx={{ mb: 1 }}>
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary">
        {user?.campus_name ? TEXT.intro(user.campus_name) : TEXT.introNoCampus}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {TEXT.zoneNote(zoneName(zone) ?? zone)}
      </Typography>
      <SlotForm
        timeZone={zone}
        onCreated={(count) => {
          void mutate();
          cancellation.notify({
            severity: 'success',
            message: count > 1 ? TEXT.publishedMany(count) : TEXT.published,
          });
        }}
      />
      <PageSection title={TEXT.listTitle}>
        <SectionBody
          data={slots}
          error={error}
          errorMessage={TEXT.error}
          onRetry={retry}
          loading={<BlockSkeleton label={TEXT.loading} rows={3} height={110} />}
          empty={<EmptyNote>{TEXT.empty}</EmptyNote>}
        >
          {(list) => <SlotList slots={list} onCancel={cancellation.ask} />}
        </SectionBody>
      </PageSection>
      {cancellation.ui}
    </Box>
  );
}
