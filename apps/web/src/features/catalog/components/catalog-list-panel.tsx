import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { zoneName } from '@/lib/zoned-time.ts';
import { changeCatalogEntry } from '../api/change-catalog-entry.ts';
import { useCatalogEntries, type AdminEntry, type CatalogList } from '../api/get-catalog-entries.ts';
import { CATALOG_ADMIN_TEXT as TEXT } from '../messages.ts';
import { AddEntryForm, RenameEntryForm } from './catalog-entry-forms.tsx';

/** A city's zone in words ('Hora del centro'); the raw name if it is not one of Mexico's. */
const zoneLabel = (zone: string) => {
  const name = zoneName(zone);
  return name ? TEXT.zoneLabel(name) : zone;
};

/**
 * One row: the entry's place (semesters), name, state and zone (cities), then Renombrar (Editar
 * for a city: its name and zone) and Retirar or Reactivar.
 */
function EntryRow({
  list,
  entry,
  onRename,
  onToggle,
}: {
  list: CatalogList;
  entry: AdminEntry;
  onRename: () => void;
  onToggle: () => void;
}) {
  const text = TEXT.lists[list];
  const city = list === 'cities';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.25,
        '& + &': { borderTop: 1, borderTopColor: 'divider' },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flex: '1 1 200px', minWidth: 0 }}>
        {entry.position !== undefined ? (
          <Typography component="span" color="text.secondary" sx={{ minWidth: '2ch' }}>
            {TEXT.position(entry.position)}
          </Typography>
        ) : null}
        <Typography
          component="span"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: entry.retired ? 'text.secondary' : 'text.primary' }}
        >
          {entry.name}
        </Typography>
        <Chip
          size="small"
          label={entry.retired ? text.retired : text.active}
          color={entry.retired ? 'default' : 'success'}
          variant={entry.retired ? 'outlined' : 'filled'}
        />
        {entry.time_zone !== undefined ? (
          // On a phone the zone takes its own line: the name keeps its width.
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
          >
            {zoneLabel(entry.time_zone)}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button
          size="small"
          onClick={onRename}
          aria-label={city ? TEXT.editLabel(entry.name) : TEXT.renameLabel(entry.name)}
          aria-haspopup="dialog"
        >
          {city ? TEXT.edit : TEXT.rename}
        </Button>
        {entry.retired ? (
          <Button size="small" variant="outlined" onClick={onToggle} aria-label={TEXT.reactivateLabel(entry.name)}>
            {TEXT.reactivate}
          </Button>
        ) : (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={onToggle}
            aria-label={TEXT.retireLabel(entry.name)}
            aria-haspopup="dialog"
          >
            {TEXT.retire}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * One list of /catalogos: a field to add an entry, then every entry with its state, to rename,
 * retire (after confirming) or reactivate. Each change refreshes the list and the pickers' list.
 */
export function CatalogListPanel({ list }: { list: CatalogList }) {
  const text = TEXT.lists[list];
  const { entries, error, retry } = useCatalogEntries(list);
  const revalidate = useRevalidatePaths();
  const [renaming, setRenaming] = useState<AdminEntry | null>(null);
  // '/areas' is the pickers' list; '/areas/all' this one.
  const refresh = () => revalidate(`/${list}`);

  const toggle = useConfirmedAction<AdminEntry>({
    action: async (entry) => {
      const changed = await changeCatalogEntry(list, entry.id, { retired: !entry.retired });
      await refresh();
      return {
        severity: 'success',
        message: changed.retired ? TEXT.retired(changed.name) : TEXT.reactivated(changed.name),
      };
    },
    failure: (err) => ({ severity: 'error', message: apiErrorMessage(err, TEXT.saveError) }),
    confirm: (entry) => ({
      title: TEXT.retireTitle(entry.name),
      body: text.retireBody,
      confirmLabel: TEXT.retire,
      busyLabel: TEXT.retiring,
    }),
  });

  let content;
  if (entries && entries.length > 0) {
    content = (
      <Paper variant="outlined">
        <Box component="ul" aria-label={text.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <EntryRow
              key={entry.id}
              list={list}
              entry={entry}
              onRename={() => setRenaming(entry)}
              // Retiring asks first; reactivating does not.
              onToggle={() => (entry.retired ? void toggle.run(entry) : toggle.ask(entry))}
            />
          ))}
        </Box>
      </Paper>
    );
  } else if (entries) {
    content = <EmptyNote>{text.empty}</EmptyNote>;
  } else if (error) {
    content = <BlockError message={text.error} onRetry={retry} />;
  } else {
    content = <BlockSkeleton label={text.loading} rows={5} height={48} />;
  }

  return (
    <>
      <AddEntryForm
        list={list}
        onAdded={(entry) => {
          void refresh();
          toggle.notify({ severity: 'success', message: TEXT.added(entry.name) });
        }}
      />
      {content}
      <FormDialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={renaming ? (list === 'cities' ? TEXT.editTitle : TEXT.renameTitle)(renaming.name) : ''}
      >
        {renaming ? (
          <RenameEntryForm
            list={list}
            entry={renaming}
            onClose={() => setRenaming(null)}
            onSaved={(entry) => {
              setRenaming(null);
              void refresh();
              const message = list === 'cities' ? TEXT.edited(entry.name) : TEXT.renamed(entry.name);
              toggle.notify({ severity: 'success', message });
            }}
          />
        ) : null}
      </FormDialog>
      {toggle.ui}
    </>
  );
}
