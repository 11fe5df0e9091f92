import type { FieldValues } from 'react-hook-form';
import { IdSelect, type IdFieldProps } from '@/components/ui/id-select.tsx';
import { useActiveSemesters } from '../api/get-semesters.ts';

/** The semester select of a form, bound to the field `name`: only the active semesters are offered. */
export function SemesterField<T extends FieldValues, TOut = T>(props: IdFieldProps<T, TOut>) {
  const { semesters, ...query } = useActiveSemesters();
  return <IdSelect {...props} query={{ ...query, options: semesters }} />;
}
