import { zodResolver } from '@hookform/resolvers/zod';
import { VALIDATION } from '@tlp/shared/messages';
import { preferencesBody, type Preferences, type PreferencesBody } from '@tlp/shared/students';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { MultiSelect, type MultiSelectOption as Option } from '@/components/ui/multi-select.tsx';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { updatePreferences } from '../api/update-preferences.ts';
import { INTERESTS_TEXT as TEXT } from '../messages.ts';

/** Edits the areas and cities of interest (PUT /users/me/preferences), inside a FormDialog: 1 to 3 of each. */
export function InterestsForm({
  preferences,
  onClose,
  onSaved,
}: { preferences: Preferences } & DialogFormProps<Preferences>) {
  const { areas } = useAreas();
  const { cities } = useCities();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
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
      // A failed save is told with the browser's own alert, as the product asks.
      window.alert(TEXT.saveError);
    }
  });

  // The saved choices are options even before the lists arrive, and after their area or city is
  // retired (the lists offer only the others): the student keeps them until they take them out.
  const withSaved = (list: readonly Option[], saved: readonly Option[]) => [
    ...list,
    ...saved.filter((choice) => !list.some((option) => option.id === choice.id)),
  ];

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isSubmitting}>
      {(
        [
          ['prefered_areas', TEXT.areas, VALIDATION.areasHint, withSaved(areas, preferences.areas)],
          ['prefered_cities', TEXT.cities, VALIDATION.citiesHint, withSaved(cities, preferences.cities)],
        ] as const
      ).map(([name, label, hint, options]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <MultiSelect
              required
              label={label}
              hint={hint}
              options={options}
              value={field.value as number[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </DialogForm>
  );
}
