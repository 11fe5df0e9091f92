import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { SLOT_LIMITS, type SlotBody } from '@tlp/shared/slots';
import { dayInZone } from '@/lib/zoned-time.ts';
import { createSlot } from '../api/create-slot.ts';
import { SLOTS_TEXT as TEXT } from '../messages.ts';
import { SLOT_FORM_DEFAULTS, slotFormSchema, type SlotFormValues } from '../slot-form-schema.ts';

/**
 * 'Publicar un horario': day, hour (the campus's clock), minutes, seats, the video link and an
 * optional weekly repetition. The server's refusal (an overlap: 409 SlotOverlap) shows above the
 * fields in its own Spanish words.
 */
export function SlotForm({ timeZone, onCreated }: { timeZone: string; onCreated: (count: number) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SlotFormValues, unknown, SlotBody>({
    resolver: zodResolver(slotFormSchema({ timeZone })),
    defaultValues: SLOT_FORM_DEFAULTS,
  });
  const repeat = watch('repeat');
  const today = dayInZone(new Date(), timeZone);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await createSlot(body);
      reset({
        ...SLOT_FORM_DEFAULTS,
        videoUrl: body.videoUrl,
        minutes: String(body.minutes),
        seats: String(body.seats),
      });
      onCreated(created.slots?.length ?? 1);
    } catch (error) {
      setFailure(apiErrorMessage(error, TEXT.publishFailed));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {TEXT.formTitle}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormError message={failure} />
        </Box>
        <TextInput
          label={TEXT.date}
          type="date"
          required
          shrinkLabel
          {...register('date')}
          inputProps={{ min: today }}
          error={!!errors.date}
          helperText={errors.date?.message}
        />
        <TextInput
          label={TEXT.time}
          type="time"
          required
          shrinkLabel
          {...register('time')}
          inputProps={{ step: 300 }}
          error={!!errors.time}
          helperText={errors.time?.message}
        />
        <TextInput
          label={TEXT.minutes}
          type="number"
          required
          {...register('minutes')}
          inputProps={{ min: SLOT_LIMITS.minutesMin, max: SLOT_LIMITS.minutesMax, step: 5, inputMode: 'numeric' }}
          error={!!errors.minutes}
          helperText={errors.minutes?.message ?? TEXT.minutesHint}
        />
        <TextInput
          label={TEXT.seats}
          type="number"
          required
          {...register('seats')}
          inputProps={{ min: SLOT_LIMITS.seatsMin, max: SLOT_LIMITS.seatsMax, step: 1, inputMode: 'numeric' }}
          error={!!errors.seats}
          helperText={errors.seats?.message ?? TEXT.seatsHint}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput
            label={TEXT.videoUrl}
            type="url"
            required
            {...register('videoUrl')}
            inputProps={{ inputMode: 'url', autoComplete: 'url', spellCheck: false }}
            error={!!errors.videoUrl}
            helperText={errors.videoUrl?.message ?? TEXT.videoUrlHint}
          />
        </Box>
        <Controller
          control={control}
          name="repeat"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label={TEXT.repeat}
            />
          )}
        />
        {repeat ? (
          <TextInput
            label={TEXT.weeks}
            type="number"
            required
            {...register('weeks')}
            inputProps={{ min: 1, max: SLOT_LIMITS.weeksMax, step: 1, inputMode: 'numeric' }}
            error={!!errors.weeks}
            helperText={errors.weeks?.message ?? TEXT.weeksHint}
          />
        ) : (
          <span />
        )}
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {isSubmitting ? TEXT.publishing : TEXT.publish}
          </BusyButton>
        </Box>
      </Box>
    </Paper>
  );
}
