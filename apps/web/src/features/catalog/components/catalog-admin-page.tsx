import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogList } from '../api/get-catalog-entries.ts';
import { CATALOG_ADMIN_TEXT as TEXT } from '../messages.ts';
import { CatalogListPanel } from './catalog-list-panel.tsx';

/** Each list and its name in the address: /catalogos?lista=ciudades. */
const LISTS: ReadonlyArray<{ list: CatalogList; param: string }> = [
  { list: 'areas', param: 'areas' },
  { list: 'cities', param: 'ciudades' },
  { list: 'semesters', param: 'semestres' },
];

/** /catalogos (admins): the areas of study, cities and semesters, one tab each. */
export function CatalogAdminPage() {
  const id = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const shown = LISTS.find((l) => l.param === params.get('lista')) ?? LISTS[0]!;
  const tabId = (list: CatalogList) => `${id}-tab-${list}`;
  const panelId = `${id}-panel`;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <title>{TEXT.pageTitle}</title>
      <Typography component="h1" variant="h3" sx={{ mb: 1 }}>
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {TEXT.intro}
      </Typography>
      <Tabs
        value={shown.list}
        onChange={(_event, list: CatalogList) => {
          const param = LISTS.find((l) => l.list === list)!.param;
          setParams(param === LISTS[0]!.param ? {} : { lista: param }, { replace: true });
        }}
        aria-label={TEXT.tabsLabel}
        // On a phone the three share the width, their names on two lines if need be: all in sight.
        variant={phone ? 'fullWidth' : 'standard'}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { px: { xs: 1, sm: 2 } } }}
      >
        {LISTS.map(({ list }) => (
          <Tab key={list} value={list} label={TEXT.lists[list].tab} id={tabId(list)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(shown.list)}>
        <CatalogListPanel key={shown.list} list={shown.list} />
      </Box>
    </Box>
  );
}
