import type { FieldValues } from 'react-hook-form';
import { IdSelect, type IdFieldProps } from '@/components/ui/id-select.tsx';
import { useAreas } from '../api/get-areas.ts';
import { useCities } from '../api/get-cities.ts';
import { CATALOG_TEXT } from '../messages.ts';

type RecordFieldProps<T extends FieldValues, TOut> = Omit<IdFieldProps<T, TOut>, 'text'> & {
  /** The record's saved choice (see IdSelect). */
  saved?: { id: number; name: string };
};

/** The city select of a form, bound to the field `name`. */
export function CityField<T extends FieldValues, TOut = T>(props: RecordFieldProps<T, TOut>) {
  const { cities, ...query } = useCities();
  return <IdSelect {...props} text={CATALOG_TEXT.cityPicker} query={{ ...query, options: cities }} />;
}

/** The area-of-study select of a form, bound to the field `name`. */
export function AreaField<T extends FieldValues, TOut = T>(props: RecordFieldProps<T, TOut>) {
  const { areas, ...query } = useAreas();
  return <IdSelect {...props} text={CATALOG_TEXT.areaPicker} query={{ ...query, options: areas }} />;
}
