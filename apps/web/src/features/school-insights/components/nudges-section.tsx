import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { useNudges } from '../api/get-nudges.ts';
import { sendNudges } from '../api/send-nudges.ts';
import { NUDGES_TEXT as TEXT, nudgeResultText } from '../messages.ts';
import type { NudgeCandidate } from '../types.ts';
import { InsightSection } from './insight-section.tsx';

const fullName = (c: NudgeCandidate) => `${c.first_name} ${c.last_name}`;

/** A student who needs a nudge: the checkbox, the name, the reason in words and since when. */
function CandidateRow({
  candidate,
  checked,
  onToggle,
}: {
  candidate: NudgeCandidate;
  checked: boolean;
  onToggle: () => void;
}) {
  const nameId = useId();
  const detailId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Checkbox
        checked={checked}
        onChange={onToggle}
        slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailId } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={nameId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {fullName(candidate)}
        </Typography>
        <Box id={detailId}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {candidate.email}
          </Typography>
          <Typography variant="body2">
            {TEXT.reason[candidate.reason]} · {TEXT.since(formatLongDate(candidate.since))}
          </Typography>
          {candidate.last_nudged_at ? (
            <Typography variant="body2" color="text.secondary">
              {TEXT.lastNudged(formatLongDate(candidate.last_nudged_at))}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * 'Quién necesita un empujón' (the school's orienter, admins): students stuck before their first
 * steps, to pick and send a reminder e-mail after a confirmation.
 */
export function NudgesSection({ highschoolId }: { highschoolId: number | string }) {
  const { candidates, error, retry, mutate } = useNudges(highschoolId);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  // Only the students still on the list count as picked.
  const selected = candidates?.filter((c) => picked.has(c.id)).map((c) => c.id) ?? [];
  const all = candidates !== undefined && candidates.length > 0 && selected.length === candidates.length;

  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = async () => {
    setSending(true);
    try {
      const answer = await sendNudges(highschoolId, selected);
      const recent = answer.skipped.filter((s) => s.reason === 'recent').length;
      setResult({
        severity: answer.sent > 0 ? 'success' : 'info',
        message: nudgeResultText(answer.sent, recent, answer.skipped.length - recent),
      });
      setPicked(new Set());
      setConfirming(false);
      void mutate();
    } catch {
      setResult({ severity: 'error', message: TEXT.failed });
    } finally {
      setSending(false);
    }
  };

  let body;
  if (!candidates) {
    body = error ? (
      <BlockError message={TEXT.error} onRetry={retry} />
    ) : (
      <BlockSkeleton label={TEXT.loading} rows={3} height={64} />
    );
  } else if (candidates.length === 0) {
    body = <EmptyNote>{TEXT.empty}</EmptyNote>;
  } else {
    body = (
      <>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1,
              px: { xs: 1, sm: 2 },
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          >
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, cursor: 'pointer', flex: 1 }}>
              <Checkbox
                checked={all}
                indeterminate={selected.length > 0 && !all}
                onChange={() => setPicked(all ? new Set() : new Set(candidates.map((c) => c.id)))}
              />
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {TEXT.selectAll}
              </Typography>
            </Box>
            <Typography role="status" color="text.secondary" sx={{ pr: 1 }}>
              {TEXT.selected(selected.length)}
            </Typography>
          </Box>
          <Box component="ul" aria-label={TEXT.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {candidates.map((candidate) => (
              <CandidateRow
                key={candidate.id}
                candidate={candidate}
                checked={picked.has(candidate.id)}
                onToggle={() => toggle(candidate.id)}
              />
            ))}
          </Box>
        </Paper>
        <Button
          variant="contained"
          startIcon={<SendRounded aria-hidden="true" />}
          disabled={selected.length === 0}
          onClick={() => setConfirming(true)}
          aria-haspopup="dialog"
          sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          {TEXT.send}
        </Button>
      </>
    );
  }

  return (
    <InsightSection title={TEXT.title} intro={TEXT.intro}>
      {body}
      <ConfirmDialog
        open={confirming}
        busy={sending}
        text={{
          title: TEXT.confirmTitle,
          body: TEXT.confirmBody(selected.length),
          confirmLabel: TEXT.confirm,
          busyLabel: TEXT.sending,
          color: 'primary',
        }}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </InsightSection>
  );
}
