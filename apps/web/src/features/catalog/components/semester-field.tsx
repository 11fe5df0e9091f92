import type { Control, FieldValues, Path } from 'react-hook-form';
import { IdSelect, optionsStatus } from '@/components/ui/id-select.tsx';
import { useActiveSemesters } from '../api/get-semesters.ts';

/** The semester select of a form, bound to the field `name`: only the active semesters are offered. */
export function SemesterField<T extends FieldValues, TOut = T>({
  control,
  name,
  text,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  text: { label: string; loading: string; error: string };
}) {
  const { semesters, ...query } = useActiveSemesters();
  return (
    <IdSelect
      control={control}
      name={name}
      label={text.label}
      options={semesters}
      status={optionsStatus(query, text)}
      failed={!!query.error}
    />
  );
}
