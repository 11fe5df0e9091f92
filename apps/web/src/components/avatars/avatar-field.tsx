import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AvatarGrid } from './avatar-grid.tsx';

/**
 * The avatar picker of a form: a heading and a hint that name and describe the grid, and the
 * field's error under it. `heading`: the heading's level where the form sits (h2 on a page, h3 in
 * a dialog).
 */
export function AvatarField<T extends FieldValues>({
  control,
  name,
  title,
  hint,
  heading = 'h2',
}: {
  control: Control<T>;
  name: Path<T>;
  title: string;
  hint: string;
  heading?: 'h2' | 'h3';
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Box>
      <Typography id={labelId} component={heading} variant={heading === 'h2' ? 'h5' : 'h6'} sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography id={hintId} color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState: { error } }) => (
          <>
            <AvatarGrid
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy={labelId}
              describedBy={error ? `${hintId} ${hintId}-error` : hintId}
              invalid={!!error}
            />
            {error ? (
              <FormHelperText id={`${hintId}-error`} error role="alert" sx={{ mx: 0, mt: 1 }}>
                {error.message}
              </FormHelperText>
            ) : null}
          </>
        )}
      />
    </Box>
  );
}
