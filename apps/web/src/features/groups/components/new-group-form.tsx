import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import { groupName } from '@tlp/shared/groups';
import { GROUP_NAME_MAX } from '@tlp/shared/highschools';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { GROUPS_TEXT as TEXT } from '../messages.ts';

/** The name rule of POST /students-groups, the API's own. */
const newGroupSchema = z.object({ name: groupName() });

/** 'Nuevo grupo': the name is required, with at least LIMITS.groupNameMin characters. */
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
        inputProps={{ maxLength: GROUP_NAME_MAX }}
      />
      <BusyButton
        busy={isSubmitting}
        type="submit"
        variant="contained"
        startIcon={<AddRounded />}
        sx={{ minHeight: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
      >
        {isSubmitting ? TEXT.creating : TEXT.create}
      </BusyButton>
    </Box>
  );
}
