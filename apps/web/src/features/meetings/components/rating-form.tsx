import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Meeting } from '@tlp/shared/meetings';
import { ratingBody } from '@tlp/shared/slots';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { rateMeeting } from '../api/rate-meeting.ts';
import { RATING_TEXT as TEXT } from '../messages.ts';

/**
 * 'Califica la reunión': 1 to 5 stars (a group of radio buttons for screen readers) and an
 * optional comment, checked with the API's rules (ratingBody). Once rated, the stars show read-only.
 */
export function RatingForm({
  userId,
  meeting,
  onRated,
}: {
  userId: number;
  meeting: Meeting;
  onRated: (message: string) => void;
}) {
  const starsId = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (meeting.rating !== null) {
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Rating value={meeting.rating} readOnly aria-hidden="true" />
        <Typography variant="body2">{TEXT.yours(meeting.rating)}</Typography>
        {meeting.rating_comment ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {`“${meeting.rating_comment}”`}
          </Typography>
        ) : null}
      </Box>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = comment.trim();
    const body = ratingBody.safeParse({ rating: stars ?? undefined, ...(trimmed ? { comment: trimmed } : {}) });
    if (!body.success) {
      setFailure(stars === null ? TEXT.noStars : body.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await rateMeeting(userId, meeting.id, body.data);
      onRated(TEXT.thanks);
    } catch (error) {
      setFailure(apiErrorMessage(error, TEXT.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography component="h4" id={starsId} sx={{ fontWeight: 700 }}>
        {TEXT.title}
      </Typography>
      <FormError message={failure} />
      <Box role="group" aria-labelledby={starsId}>
        <Rating
          name={`rating-${meeting.id}`}
          value={stars}
          size="large"
          getLabelText={TEXT.starLabel}
          onChange={(_event, value) => {
            setStars(value);
            setFailure(null);
          }}
        />
      </Box>
      <TextInput
        label={TEXT.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        inputProps={{ maxLength: 500 }}
        helperText={TEXT.commentHint}
      />
      <BusyButton type="submit" variant="contained" busy={busy} sx={{ justifySelf: 'start' }}>
        {busy ? TEXT.sending : TEXT.send}
      </BusyButton>
    </Box>
  );
}
