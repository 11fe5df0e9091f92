import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { TileList } from '@/components/ui/tile-list.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import type { MeetingSlot } from '@tlp/shared/slots';
import { formatInZone } from '@/lib/zoned-time.ts';
import { SLOTS_TEXT as TEXT } from '../messages.ts';

/** Upcoming first (soonest on top), then the past ones, latest first. */
export function sortSlots(slots: readonly MeetingSlot[], now = Date.now()): MeetingSlot[] {
  const time = (s: MeetingSlot) => new Date(s.starts_at).getTime();
  const upcoming = slots.filter((s) => new Date(s.ends_at).getTime() > now).sort((a, b) => time(a) - time(b));
  const past = slots.filter((s) => new Date(s.ends_at).getTime() <= now).sort((a, b) => time(b) - time(a));
  return [...upcoming, ...past];
}

function SlotCard({ slot, now, onCancel }: { slot: MeetingSlot; now: number; onCancel: (slot: MeetingSlot) => void }) {
  const when = formatInZone(slot.starts_at, slot.time_zone);
  const ended = new Date(slot.ends_at).getTime() <= now;
  const cancelled = slot.cancelled_at !== null;
  const full = slot.seats_left <= 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, opacity: cancelled || ended ? 0.85 : 1 }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
        {when}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Chip size="small" label={TEXT.duration(slot.minutes)} />
        <Chip
          size="small"
          color={full && !cancelled ? 'warning' : 'default'}
          label={TEXT.seatsTaken(slot.seats_taken, slot.seats)}
        />
        {cancelled ? <Chip size="small" color="error" label={TEXT.cancelled} /> : null}
        {!cancelled && ended ? <Chip size="small" label={TEXT.past} /> : null}
        {!cancelled && !ended && full ? <Chip size="small" color="warning" label={TEXT.full} /> : null}
      </Box>
      {!cancelled && !ended ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {slot.video_url ? (
            <Button
              size="small"
              component="a"
              href={slot.video_url}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewRounded aria-hidden="true" />}
            >
              {TEXT.openVideo}
              <Box component="span" sx={visuallyHidden}>
                {` ${UI_TEXT.newTab}`}
              </Box>
            </Button>
          ) : null}
          <Button
            size="small"
            color="error"
            startIcon={<EventBusyRounded />}
            aria-label={TEXT.cancelLabel(when)}
            onClick={() => onCancel(slot)}
          >
            {TEXT.cancel}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The campus's slots as cards: time on its clock, seats taken, cancelled or past, and 'Cancelar horario'. */
export function SlotList({
  slots,
  onCancel,
}: {
  slots: readonly MeetingSlot[];
  onCancel: (slot: MeetingSlot) => void;
}) {
  const now = Date.now();
  return (
    <TileList minWidth="18rem" label={TEXT.listLabel}>
      {sortSlots(slots, now).map((slot) => (
        <SlotCard key={slot.id} slot={slot} now={now} onCancel={onCancel} />
      ))}
    </TileList>
  );
}
