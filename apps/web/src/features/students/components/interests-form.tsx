import { zodResolver } from '@hookform/resolvers/zod';
import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { VALIDATION } from '@tlp/shared/messages';
import { preferencesBody, type Preferences, type PreferencesBody } from '@tlp/shared/students';
import { useId } from 'react';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { updatePreferences } from '../api/update-preferences.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';
import { BusyButton } from '@/components/ui/busy-button.tsx';

interface InterestsDialogProps {
  open: boolean;
  preferences: Preferences;
  onClose: () => void;
  onSaved: (preferences: Preferences) => void;
}

/** Edits the areas and cities of interest (PUT /users/me/preferences): 1 to 3 of each. */
export function InterestsDialog({ open, preferences, onClose, onSaved }: InterestsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{TEXT.editInterests}</DialogTitle>
      <InterestsForm preferences={preferences} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

interface Option {
  id: number;
  name: string;
}

interface MultiSelectProps {
  label: string;
  hint: string;
  options: readonly Option[];
  value: number[];
  onChange: (next: number[]) => void;
  onBlur: () => void;
  error?: string;
  name: string;
}

function MultiSelect({ label, hint, options, value, onChange, onBlur, error, name }: MultiSelectProps) {
  const names = new Map(options.map((o) => [o.id, o.name]));
  return (
    <TextField
      select
      required
      name={name}
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown as (number | string)[];
        onChange(next.map(Number));
      }}
      onBlur={onBlur}
      error={!!error}
      helperText={error ?? hint}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as number[]).map((id) => (
                <Chip key={id} label={names.get(id) ?? id} size="small" />
              ))}
            </Box>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ gap: 1.5 }}>
          {value.includes(option.id) ? (
            <CheckBoxRounded color="primary" aria-hidden="true" />
          ) : (
            <CheckBoxOutlineBlankRounded sx={{ color: 'text.secondary' }} aria-hidden="true" />
          )}
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function InterestsForm({ preferences, onClose, onSaved }: Omit<InterestsDialogProps, 'open'>) {
  const { areas } = useAreas();
  const { cities } = useCities();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof preferencesBody>, unknown, PreferencesBody>({
    resolver: zodResolver(preferencesBody),
    mode: 'onChange',
    defaultValues: {
      prefered_areas: preferences.areas.map((a) => a.id),
      prefered_cities: preferences.cities.map((c) => c.id),
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      onSaved(await updatePreferences(body));
    } catch {
      // The spec's browser alert (§8).
      window.alert(TEXT.preferencesSaveError);
    }
  });

  // The saved choices are options even before the lists arrive.
  const withSaved = (list: readonly Option[], saved: readonly Option[]) => (list.length ? list : saved);

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <Controller
          control={control}
          name="prefered_areas"
          render={({ field }) => (
            <MultiSelect
              label={TEXT.areas}
              hint={VALIDATION.areasHint}
              options={withSaved(areas, preferences.areas)}
              value={field.value as number[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.prefered_areas?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="prefered_cities"
          render={({ field }) => (
            <MultiSelect
              label={TEXT.cities}
              hint={VALIDATION.citiesHint}
              options={withSaved(cities, preferences.cities)}
              value={field.value as number[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.prefered_cities?.message}
            />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          {TEXT.cancel}
        </Button>
        <BusyButton busy={isSubmitting} type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? TEXT.saving : TEXT.save}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
