import FilterAltRounded from '@mui/icons-material/FilterAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ToggleChip } from '@/components/ui/toggle-chip.tsx';
import { paths } from '@/config/paths.ts';
import { CAMPUS_TEXT } from '../messages.ts';

interface AreaChoice {
  areaId: number;
  area: string;
  count: number;
}

/**
 * The campus's areas as chips that narrow its degrees; pressing one adds or removes it from
 * `?areas=`, so a student can change the filter they arrived with, or start one.
 */
export function CampusAreaFilter({
  campusId,
  areas,
  selected,
  total,
  onChange,
}: {
  campusId: number;
  /** Every area the campus has degrees in, in order. */
  areas: readonly AreaChoice[];
  selected: readonly number[];
  /** How many degrees the campus has in all. */
  total: number;
  onChange: (areaIds: number[]) => void;
}) {
  const labelId = useId();
  // Areas of the address that this campus does not have are dropped at the first change.
  const own = selected.filter((id) => areas.some((a) => a.areaId === id));
  const toggle = (areaId: number) =>
    onChange(own.includes(areaId) ? own.filter((id) => id !== areaId) : [...own, areaId]);
  const filtering = selected.length > 0;

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'brand.soft' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <FilterAltRounded aria-hidden="true" sx={{ color: 'primary.main', mt: '3px' }} />
        <Box>
          <Typography id={labelId} sx={{ fontWeight: 700 }}>
            {CAMPUS_TEXT.filterLabel}
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {filtering ? CAMPUS_TEXT.filtered : CAMPUS_TEXT.filterHint}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        {areas.map((area) => {
          const pressed = own.includes(area.areaId);
          return (
            <ToggleChip
              key={area.areaId}
              label={CAMPUS_TEXT.areaChip(area.area, area.count)}
              selected={pressed}
              onToggle={() => toggle(area.areaId)}
              sx={pressed ? undefined : { bgcolor: 'background.paper' }}
            />
          );
        })}
        {filtering ? (
          <Button
            component={RouterLink}
            to={paths.campus.getHref(campusId)}
            preventScrollReset
            variant="outlined"
            size="small"
            sx={{ bgcolor: 'background.paper' }}
          >
            {CAMPUS_TEXT.showAll(total)}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
