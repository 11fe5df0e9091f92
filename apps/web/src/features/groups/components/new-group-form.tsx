import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextInput } from '@/components/ui/text-input.tsx';
import { GROUPS_TEXT as TEXT } from '../messages.ts';

export const newGroupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: TEXT.required, abort: true })
    .min(3, { error: TEXT.min3 })
    .max(100, { error: TEXT.max100 }),
});

/** 'Nuevo grupo': name required, at least 3 characters (spec §5). */
export function NewGroupForm({ onCreate }: { onCreate: (name: string) => Promise<boolean> }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newGroupSchema), defaultValues: { name: '' } });

  const submit = handleSubmit(async ({ name }) => {
    if (await onCreate(name)) reset();
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextInput
        label={TEXT.nameField}
        required
        {...register('name')}
        error={!!errors.name}
        helperText={errors.name?.message}
        inputProps={{ maxLength: 100 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <AddRounded />}
        sx={{ minHeight: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
      >
        {isSubmitting ? TEXT.creating : TEXT.create}
      </Button>
    </Box>
  );
}
