import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { DefaultGroup, HighschoolGroups, StudentGroup } from '@tlp/shared/groups';
import { useId, useState } from 'react';
import { PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { createGroup } from '../api/create-group.ts';
import { deleteGroup } from '../api/delete-group.ts';
import { groupsKey, useGroups } from '../api/get-groups.ts';
import { updateGroupMembers } from '../api/update-group-members.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { GroupEditor } from './group-editor.tsx';
import { GroupMembers } from './group-members.tsx';
import { GroupStats } from './group-stats.tsx';
import { NewGroupForm } from './new-group-form.tsx';

const serverMessage = (error: unknown, fallback: string) =>
  apiErrorMessage(error, fallback, (conflict) => conflict.status === 409);

/**
 * /highschools/{id}/groups (admin): create groups, set their members, delete them. A new group
 * shows first, with the focus on its heading and its list of students without a group open.
 */
export function GroupsPage({ highschoolId }: { highschoolId: number }) {
  const { data, error, retry } = useGroups(highschoolId);
  const revalidatePaths = useRevalidatePaths();
  // The overview and every member list shown (pages, searches) are under its path.
  const revalidate = () => revalidatePaths(groupsKey(highschoolId));
  const removal = useConfirmedAction<StudentGroup>({
    action: async (group) => {
      await deleteGroup(group.id);
      await revalidate();
      return { severity: 'success', message: TEXT.deleted };
    },
    failure: () => ({ severity: 'error', message: TEXT.deleteFailed }),
    confirm: (group) => ({
      title: TEXT.deleteTitle,
      body: TEXT.deleteBody(group.name),
      confirmLabel: TEXT.delete,
      busyLabel: UI_TEXT.deleting,
    }),
  });
  const { notify } = removal;
  const [fresh, setFresh] = useState<FreshGroup>(NO_FRESH_GROUP);

  const create = async (name: string) => {
    try {
      const group = await createGroup(highschoolId, name);
      notify({ severity: 'success', message: TEXT.created });
      await revalidate();
      setFresh({ first: group.id, picker: group.id, focus: group.id });
      return true;
    } catch (failure) {
      notify({ severity: 'error', message: serverMessage(failure, TEXT.createFailed) });
      return false;
    }
  };

  const save = async (group: StudentGroup, members: () => Promise<number[]>) => {
    let saved = false;
    try {
      await updateGroupMembers(group.id, await members());
      notify({ severity: 'success', message: TEXT.saved });
      saved = true;
    } catch (failure) {
      notify({ severity: 'error', message: serverMessage(failure, TEXT.saveFailed) });
    }
    await revalidate();
    return saved;
  };

  let body;
  if (data) {
    body = (
      <Groups
        highschoolId={highschoolId}
        data={data}
        fresh={fresh}
        onPickerOpen={(groupId) => setFresh((f) => ({ ...f, picker: groupId, focus: null }))}
        onSave={save}
        onDelete={removal.ask}
      />
    );
  } else if (error) body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  else body = <BlockSkeleton label={TEXT.loading} rows={3} height={120} />;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <title>{TEXT.pageTitle}</title>
      <PageHeading
        backHref={paths.highschool.getHref(highschoolId)}
        backLabel={TEXT.back}
        title={TEXT.title}
        intro={TEXT.intro}
      />
      <PageSection title={TEXT.newGroup}>
        <NewGroupForm onCreate={create} />
      </PageSection>
      {body}
      {removal.ui}
    </Box>
  );
}

/**
 * The group created last (shown first, until the page is left), the group whose list of students
 * without a group is open (one at a time), and the group whose heading takes the focus.
 */
interface FreshGroup {
  first: number | null;
  picker: number | null;
  focus: number | null;
}

const NO_FRESH_GROUP: FreshGroup = { first: null, picker: null, focus: null };

function Groups({
  highschoolId,
  data,
  fresh,
  onPickerOpen,
  onSave,
  onDelete,
}: {
  highschoolId: number;
  data: HighschoolGroups;
  fresh: FreshGroup;
  onPickerOpen: (groupId: number | null) => void;
  onSave: (group: StudentGroup, members: () => Promise<number[]>) => Promise<boolean>;
  onDelete: (group: StudentGroup) => void;
}) {
  const created = data.groups.find((g) => g.id === fresh.first);
  const groups = created ? [created, ...data.groups.filter((g) => g !== created)] : data.groups;
  return (
    <>
      <PageSection title={`${data.defaultGroup.name}`}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <UngroupedStudents highschoolId={highschoolId} group={data.defaultGroup} />
        </Paper>
      </PageSection>
      <Box sx={{ display: 'grid', gap: 2, mt: 4 }}>
        {data.groups.length === 0 ? (
          <EmptyNote>{TEXT.noGroups}</EmptyNote>
        ) : (
          groups.map((group) => (
            <GroupEditor
              key={group.id}
              highschoolId={highschoolId}
              group={group}
              ungrouped={data.defaultGroup}
              pickerOpen={fresh.picker === group.id}
              onPickerOpen={(open) => onPickerOpen(open ? group.id : null)}
              focusOnShow={fresh.focus === group.id}
              onSave={onSave}
              onDelete={onDelete}
            />
          ))
        )}
      </Box>
    </>
  );
}

/** 'Sin grupo': its stats, and its students (with a search by name) on request. */
function UngroupedStudents({ highschoolId, group }: { highschoolId: number; group: DefaultGroup }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <GroupStats stats={group.stats} name={group.name} />
        {group.stats.members > 0 ? (
          <Button
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            startIcon={open ? <ExpandLessRounded /> : <ExpandMoreRounded />}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? TEXT.hideUngrouped : TEXT.showUngrouped}
          </Button>
        ) : null}
      </Box>
      {open ? (
        <Box id={listId} sx={{ mt: 2 }}>
          <GroupMembers highschoolId={highschoolId} group={group} />
        </Box>
      ) : null}
    </>
  );
}
