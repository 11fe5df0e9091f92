import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  DEGREE_FIELD_LABELS as LABELS,
  DEGREE_LIMITS,
  DEGREE_MODALITIES,
  DURATION_UNITS,
  type degreeBody,
} from '@tlp/shared/degrees';
import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { FormSection } from '@/components/catalog-form/form-layout.tsx';
import { controlledTextField } from '@/lib/form-field.ts';
import { useFieldsOfStudy } from '../api/get-fields-of-study.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';

type Values = z.input<typeof degreeBody>;
type Name = 'modality' | 'duration' | 'durationUnit' | 'costPerPeriod' | 'fieldId';

type FieldProps = {
  control: Control<Values, unknown, z.output<typeof degreeBody>>;
  name: Name;
  label: string;
};

/** One optional field bound to `name`: blank shows as '', the typed text goes to the form. */
function OptionalField({
  control,
  name,
  label,
  hint,
  ...props
}: FieldProps & { hint?: string } & Omit<TextFieldProps, 'name' | 'label'>) {
  const bound = useController({ control, name });
  return (
    <TextField
      {...props}
      fullWidth
      label={label}
      value={bound.field.value ?? ''}
      onChange={(e) => bound.field.onChange(e.target.value)}
      {...controlledTextField(bound, hint)}
    />
  );
}

/** A select of fixed choices, blank meaning 'not given'. */
function ChoiceField({ options, ...props }: FieldProps & { options: Record<string, string> }) {
  return (
    <OptionalField {...props} select>
      <MenuItem value="">{TEXT.notGiven}</MenuItem>
      {Object.entries(options).map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </OptionalField>
  );
}

/** A whole number typed as text (the schema reads it); blank is 'not given'. */
function WholeField({ max, ...props }: FieldProps & { hint?: string; max: number }) {
  return (
    <OptionalField {...props} type="number" slotProps={{ htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' } }} />
  );
}

/** The degree's field of study (CMPE), whose labour-market figures students see; blank is none. */
function FieldOfStudyField({ control }: { control: FieldProps['control'] }) {
  const { fields, error } = useFieldsOfStudy();
  const bound = useController({ control, name: 'fieldId' });
  const value = bound.field.value;
  return (
    <TextField
      select
      fullWidth
      label={TEXT.fieldOfStudy}
      value={fields && value !== null && value !== undefined ? String(value) : ''}
      onChange={(e) => bound.field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      {...controlledTextField(bound, error ? TEXT.fieldsOfStudyError : TEXT.fieldOfStudyHint)}
    >
      <MenuItem value="">{TEXT.notGiven}</MenuItem>
      {(fields ?? []).map((f) => (
        <MenuItem key={f.id} value={String(f.id)}>
          {f.code} {f.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const MODALITY_OPTIONS = Object.fromEntries(DEGREE_MODALITIES.map((m) => [m, LABELS.modalities[m]]));
const UNIT_OPTIONS = Object.fromEntries(DURATION_UNITS.map((u) => [u, LABELS.units[u]]));

/** Modality, duration and cost per period: what students compare between degrees. All optional. */
export function DegreeCompareFields({ control }: { control: Control<Values, unknown, z.output<typeof degreeBody>> }) {
  return (
    <FormSection title={TEXT.compareSection} hint={TEXT.compareHint}>
      <ChoiceField control={control} name="modality" label={LABELS.modality} options={MODALITY_OPTIONS} />
      <WholeField control={control} name="duration" label={LABELS.duration} max={DEGREE_LIMITS.durationMax} />
      <ChoiceField control={control} name="durationUnit" label={LABELS.durationUnit} options={UNIT_OPTIONS} />
      <WholeField
        control={control}
        name="costPerPeriod"
        label={TEXT.costLabel}
        hint={TEXT.costHint}
        max={DEGREE_LIMITS.costMax}
      />
      <FieldOfStudyField control={control} />
    </FormSection>
  );
}
