import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MultiSelect } from '@/components/ui/multi-select.tsx';
import { BlockError } from '@/components/ui/section-states.tsx';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { CATALOG_TEXT } from '@/features/catalog/messages.ts';
import type { ExploreQuery, ExploreView } from '../explore-query.ts';
import { EXPLORE_TEXT as TEXT } from '../messages.ts';

const VIEWS: readonly ExploreView[] = ['degrees', 'campuses'];

/** The two catalog filters, in order: what each one reads and says. */
const FILTERS = [
  { key: 'areas', label: TEXT.areas, any: TEXT.anyArea, error: CATALOG_TEXT.areaPicker.error },
  { key: 'cities', label: TEXT.cities, any: TEXT.anyCity, error: CATALOG_TEXT.cityPicker.error },
] as const;

/** Degrees or campuses, and the areas and cities that narrow them; 'Quitar filtros' undoes all. */
export function ExploreFilters({
  query,
  onChange,
  onClear,
}: {
  query: ExploreQuery;
  onChange: (change: Partial<ExploreQuery>) => void;
  onClear?: () => void;
}) {
  const viewLabel = useId();
  const areas = useAreas();
  const cities = useCities();
  // Nothing chosen means every one; once the options are in, the chips say what is chosen.
  const hint = (loading: boolean, chosen: readonly number[], any: string) =>
    loading ? TEXT.loadingOptions : chosen.length ? undefined : any;

  return (
    <Box
      role="group"
      aria-label={TEXT.filters}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr', md: 'auto 1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Typography id={viewLabel} sx={{ fontWeight: 700, mb: 0.75 }}>
          {TEXT.view}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={query.view}
          onChange={(_event, view: ExploreView | null) => view && onChange({ view })}
          aria-labelledby={viewLabel}
          sx={{ width: { xs: '100%', md: 'auto' }, bgcolor: 'background.paper' }}
        >
          {VIEWS.map((view) => (
            <ToggleButton key={view} value={view} sx={{ flex: 1, px: 3, textTransform: 'none', fontWeight: 700 }}>
              {TEXT.views[view]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {FILTERS.map(({ key, label, any, error }) => {
        const list = key === 'areas' ? { ...areas, options: areas.areas } : { ...cities, options: cities.cities };
        return list.error && !list.options.length ? (
          <BlockError key={key} message={error} onRetry={list.retry} framed={false} small />
        ) : (
          <MultiSelect
            key={key}
            name={key}
            label={label}
            hint={hint(list.isLoading, query[key], any)}
            options={list.options}
            value={query[key]}
            onChange={(ids) => onChange({ [key]: ids })}
          />
        );
      })}
      {onClear ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button variant="text" startIcon={<FilterAltOffRounded aria-hidden="true" />} onClick={onClear}>
            {TEXT.clear}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
