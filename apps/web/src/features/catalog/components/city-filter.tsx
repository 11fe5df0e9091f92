import type { TextFieldProps } from '@mui/material/TextField';
import { FilterSelect } from '@/components/admin-list/filter-select.tsx';
import { useCities } from '../api/get-cities.ts';
import { CATALOG_TEXT } from '../messages.ts';

/**
 * 'Ciudad' over a list: one of the cities of GET /cities (as a string id), or '' for all of them,
 * which `allLabel` names ('Todas las ciudades'). Until the cities come, only that first choice.
 */
export function CityFilter({
  allLabel,
  value,
  onChange,
  sx,
}: {
  allLabel: string;
  value: string;
  onChange: (cityId: string) => void;
  sx?: TextFieldProps['sx'];
}) {
  const { cities, error } = useCities();
  const names = new Map(cities.map((city) => [String(city.id), city.name]));
  return (
    <FilterSelect
      name="cityId"
      label={CATALOG_TEXT.cityPicker.label}
      allLabel={allLabel}
      options={[...names.keys()]}
      optionLabel={(id) => names.get(id) ?? id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error) && !cities.length}
      helperText={error && !cities.length ? CATALOG_TEXT.cityPicker.error : undefined}
      fullWidth={false}
      sx={sx}
    />
  );
}
