import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HighschoolGroups, StudentGroup } from '@tlp/shared/groups';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { BlockError, BlockSkeleton } from '@/features/highschools/components/section-states.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { createGroup } from '../api/create-group.ts';
import { deleteGroup } from '../api/delete-group.ts';
import { useGroups } from '../api/get-groups.ts';
import { updateGroupMembers } from '../api/update-group-members.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { GroupEditor } from './group-editor.tsx';
import { GroupStats } from './group-stats.tsx';
import { NewGroupForm } from './new-group-form.tsx';

const serverMessage = (error: unknown, fallback: string) =>
  isApiRequestError(error) && error.status === 409 && error.response?.message ? error.response.message : fallback;

/** /highschools/{id}/groups (admin): create groups, set their members, delete them (spec §4). */
export function GroupsPage({ highschoolId }: { highschoolId: number }) {
  const { data, error, retry, mutate } = useGroups(highschoolId);
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState<StudentGroup | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (name: string) => {
    try {
      await createGroup(highschoolId, name);
      setResult({ severity: 'success', message: TEXT.created });
      await mutate();
      return true;
    } catch (failure) {
      setResult({ severity: 'error', message: serverMessage(failure, TEXT.createFailed) });
      return false;
    }
  };

  const save = async (group: StudentGroup, members: number[]) => {
    try {
      await updateGroupMembers(group.id, members);
      setResult({ severity: 'success', message: TEXT.saved });
    } catch (failure) {
      setResult({ severity: 'error', message: serverMessage(failure, TEXT.saveFailed) });
    }
    await mutate();
  };

  const remove = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteGroup(pending.id);
      setResult({ severity: 'success', message: TEXT.deleted });
      await mutate();
    } catch {
      setResult({ severity: 'error', message: TEXT.deleteFailed });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  let body;
  if (data) body = <Groups data={data} onSave={save} onDelete={setPending} />;
  else if (error) body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  else body = <BlockSkeleton label={TEXT.loading} rows={3} height={120} />;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <title>{TEXT.pageTitle}</title>
      <Link component={RouterLink} to={paths.highschool.getHref(highschoolId)} sx={{ display: 'inline-block', mb: 2 }}>
        ← {TEXT.back}
      </Link>
      <Typography component="h1" variant="h2" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary">{TEXT.intro}</Typography>
      <PageSection title={TEXT.newGroup}>
        <NewGroupForm onCreate={create} />
      </PageSection>
      {body}
      <ConfirmDialog
        open={pending !== null}
        title={TEXT.deleteTitle}
        body={pending ? TEXT.deleteBody(pending.name) : ''}
        confirmLabel={TEXT.delete}
        busyLabel={TEXT.deleting}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void remove()}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Box>
  );
}

function Groups({
  data,
  onSave,
  onDelete,
}: {
  data: HighschoolGroups;
  onSave: (group: StudentGroup, members: number[]) => Promise<void>;
  onDelete: (group: StudentGroup) => void;
}) {
  return (
    <>
      <PageSection title={`${data.defaultGroup.name}`}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <GroupStats stats={data.defaultGroup.stats} name={data.defaultGroup.name} />
        </Paper>
      </PageSection>
      <Box sx={{ display: 'grid', gap: 2, mt: 4 }}>
        {data.groups.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>{TEXT.noGroups}</Typography>
          </Paper>
        ) : (
          data.groups.map((group) => (
            <GroupEditor
              key={group.id}
              group={group}
              ungrouped={data.defaultGroup.members}
              onSave={onSave}
              onDelete={onDelete}
            />
          ))
        )}
      </Box>
    </>
  );
}
