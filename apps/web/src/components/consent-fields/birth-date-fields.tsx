import { BIRTH_DATE_MAX_YEARS } from '@tlp/shared/consents';
import { dayInMexico } from '@tlp/shared/mexico-time';
import {
  get,
  useWatch,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input.tsx';
import { isMinorBirthDate } from './consent-schema.ts';
import { CONSENT_FIELDS_TEXT as TEXT } from './messages.ts';

/** The days a birth date may be: up to today, and at most 100 years back (central Mexico). */
function dayLimits() {
  const today = dayInMexico(new Date());
  const min = `${String(Number(today.slice(0, 4)) - BIRTH_DATE_MAX_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return { max: today, min };
}

/**
 * 'Fecha de nacimiento' and, when it makes the student a minor, 'Correo de tu madre, padre o tutor'
 * (required then). The e-mail leaves the form's values when it hides (`shouldUnregister`), so a
 * hidden, stale address never blocks nor travels. `wide` spans the e-mail over the form's grid.
 */
export function BirthDateFields<T extends FieldValues>({
  control,
  register,
  errors,
  disabled,
  wide = false,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  disabled?: boolean;
  wide?: boolean;
}) {
  const birthDateName = 'birthDate' as Path<T>;
  const guardianName = 'guardianEmail' as Path<T>;
  const minor = isMinorBirthDate(useWatch({ control, name: birthDateName }));
  const message = (name: Path<T>) => (get(errors, name) as FieldError | undefined)?.message;
  const birthDateError = message(birthDateName);
  const guardianError = message(guardianName);
  return (
    <>
      <TextInput
        label={TEXT.birthDate}
        type="date"
        shrinkLabel
        required
        autoComplete="bday"
        disabled={disabled}
        inputProps={dayLimits()}
        {...register(birthDateName)}
        error={!!birthDateError}
        helperText={birthDateError ?? TEXT.birthDateHint}
      />
      {minor ? (
        <TextInput
          label={TEXT.guardianEmail}
          type="email"
          autoComplete="off"
          required
          disabled={disabled}
          {...register(guardianName, { shouldUnregister: true })}
          error={!!guardianError}
          helperText={guardianError ?? TEXT.guardianEmailHint}
          sx={wide ? { gridColumn: '1 / -1' } : undefined}
        />
      ) : null}
    </>
  );
}
