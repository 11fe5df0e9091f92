import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CityBody } from '@tlp/shared/catalog';
import { MEXICO_TIME_ZONES } from '@tlp/shared/slots';
import { useController, type Control } from 'react-hook-form';
import { controlledTextField } from '@/lib/form-field.ts';
import { CATALOG_ADMIN_TEXT as TEXT } from '../messages.ts';

const ZONES = Object.entries(MEXICO_TIME_ZONES);

/** A city's time zone: one of Mexico's six, by the words a person reads ('Hora del centro'). */
export function TimeZoneField({
  control,
  hint,
  sx,
}: {
  control: Control<CityBody>;
  /** Says under the field what the zone is for. */
  hint?: boolean;
  sx?: SxProps<Theme>;
}) {
  const bound = useController({ control, name: 'timeZone' });
  return (
    <TextField
      select
      required
      fullWidth
      label={TEXT.timeZoneField}
      value={bound.field.value ?? ''}
      onChange={(event) => bound.field.onChange(event.target.value)}
      {...controlledTextField(bound, hint ? TEXT.timeZoneHint : undefined)}
      sx={sx}
    >
      {ZONES.map(([zone, label]) => (
        <MenuItem key={zone} value={zone}>
          {TEXT.zoneLabel(label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
