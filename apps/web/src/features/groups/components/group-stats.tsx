import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GroupStats as Stats } from '@tlp/shared/groups';
import { GROUPS_TEXT as TEXT } from '../messages.ts';

/** Members, favourites and meetings of a group as chips. */
export function GroupStats({ stats, name }: { stats: Stats; name: string }) {
  return (
    <Stack
      component="ul"
      aria-label={TEXT.statsLabel(name)}
      direction="row"
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 1 }}
    >
      <Chip component="li" size="small" color="primary" label={TEXT.members(stats.members)} />
      <Chip component="li" size="small" variant="outlined" label={TEXT.favorites(stats.favorites)} />
      <Chip component="li" size="small" variant="outlined" label={TEXT.meetings(stats.meetings)} />
    </Stack>
  );
}
