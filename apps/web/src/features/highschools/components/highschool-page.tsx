import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HighschoolDetail, HighschoolStats } from '@tlp/shared/highschools';
import type { CurrentUser } from '@tlp/shared/users';
import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { isNotFound } from '@/lib/is-not-found.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { highschoolKey, useHighschool } from '../api/get-highschool.ts';
import { highschoolStatsKey, useHighschoolStats } from '../api/get-highschool-stats.ts';
import { updateNotebooks } from '../api/update-notebooks.ts';
import { formatNumber } from '../format-number.ts';
import { DATA_SHARING_TEXT, HS_TEXT } from '../messages.ts';
import { DataSharingCard } from './data-sharing-card.tsx';
import { HighschoolForm } from './highschool-form.tsx';
import { NotebooksDialog } from './notebooks-dialog.tsx';
import { OrienterKeyCard } from './orienter-key-card.tsx';
import { OrientersSection } from './orienters-section.tsx';
import { RewardProgress } from './reward-progress.tsx';
import { RewardTransparency } from './reward-transparency.tsx';

function Header({
  school,
  stats,
  isAdmin,
  onNotebooks,
  onEdit,
}: {
  school: HighschoolDetail;
  stats: HighschoolStats | undefined;
  isAdmin: boolean;
  onNotebooks: () => void;
  onEdit: () => void;
}) {
  const notebooks = formatNumber(stats?.notebooks ?? school.notebooks);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}14, ${theme.palette.secondary.main}14)`,
      }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography
          component="h1"
          variant="h2"
          sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.25rem' }, minWidth: 0 }}
        >
          {school.name}
        </Typography>
        {isAdmin ? (
          <Button
            variant="outlined"
            startIcon={<EditRounded />}
            onClick={onEdit}
            aria-label={HS_TEXT.editSchoolLabel(school.name)}
            aria-haspopup="dialog"
          >
            {HS_TEXT.editSchool}
          </Button>
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
        <PlaceRounded fontSize="small" aria-hidden="true" />
        {school.city}
      </Typography>
      <Box
        component="ul"
        aria-label={HS_TEXT.statsChipsLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {stats ? (
          <>
            <li>
              <Chip
                icon={<HowToRegRounded />}
                label={HS_TEXT.statRegisters(stats.registers, formatNumber(stats.registers))}
              />
            </li>
            <li>
              <Chip
                icon={<FavoriteRounded />}
                label={HS_TEXT.statFavorites(stats.favorite_degrees, formatNumber(stats.favorite_degrees))}
              />
            </li>
            <li>
              <Chip
                icon={<EventAvailableRounded />}
                label={HS_TEXT.statMeetings(stats.meetings, formatNumber(stats.meetings))}
              />
            </li>
          </>
        ) : (
          <li>
            <Skeleton variant="rounded" width={220} height={32} />
          </li>
        )}
        {isAdmin ? (
          <li>
            <Chip
              icon={<AutoStoriesRounded />}
              color="primary"
              label={HS_TEXT.notebooksChip(notebooks)}
              onClick={onNotebooks}
              aria-label={HS_TEXT.notebooksChipLabel(notebooks)}
              aria-haspopup="dialog"
            />
          </li>
        ) : null}
      </Box>
    </Paper>
  );
}

interface HighschoolPageProps {
  highschoolId: string;
  user: CurrentUser;
  /** Admins: the school's access links (the access-links feature's section). */
  accessLinks?: ReactNode;
  /** The students by group (the groups feature's section). */
  groups: ReactNode;
  /** How many students wait for a guardian's authorization (the consents feature's). */
  guardianSummary?: ReactNode;
  /** The students' meetings with universities, by campus (the meetings feature's section). */
  meetings?: ReactNode;
  /** Admins: deletes an orienter's account (the users feature's, with its own dialog). */
  onDeleteOrienter?: (orienter: { id: number; name: string }) => void;
  /** The season week by week with the goals' forecast (the school-insights feature's sections, like the four below). */
  trend?: ReactNode;
  /** How many students reached each step, for the school and each group. */
  funnel?: ReactNode;
  /** The students who need a reminder, to send them one. */
  nudges?: ReactNode;
  /** The areas, degrees and cities the students choose. */
  interests?: ReactNode;
  /** The students, searched and filtered, with the CSV. */
  students?: ReactNode;
  /** Opens the privacy notice (a link under the reward's explanation). */
  onOpenPrivacyNotice?: () => void;
}

/**
 * /highschools/{id} (admin, or the school's orienter): header, the orienter's key, goals, then
 * the sections the route composes in (the season's trend, funnel, reminders, meetings, interests
 * and students; access links and groups) around the data sharing and the orienters.
 */
export function HighschoolPage({
  highschoolId,
  user,
  accessLinks,
  groups,
  guardianSummary,
  meetings,
  onDeleteOrienter,
  trend,
  funnel,
  nudges,
  interests,
  students,
  onOpenPrivacyNotice,
}: HighschoolPageProps) {
  const isAdmin = user.type === 'admin';
  const { school, error, retry } = useHighschool(highschoolId);
  const { stats, error: statsError, retry: retryStats } = useHighschoolStats(highschoolId);
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState(false);
  const [editingSchool, setEditingSchool] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  if (!school) {
    if (isNotFound(error))
      return <NotFoundState title={HS_TEXT.schoolNotFoundTitle} body={HS_TEXT.schoolNotFoundBody} />;
    if (error) return <LoadErrorState onRetry={retry} />;
    return (
      <Box role="status" sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Box component="span" sx={visuallyHidden}>
          {HS_TEXT.loadingSchool}
        </Box>
        <Skeleton variant="rounded" height={160} aria-hidden="true" />
        <Skeleton variant="rounded" height={260} sx={{ mt: 4 }} aria-hidden="true" />
      </Box>
    );
  }

  const saveNotebooks = async (notebooks: number) => {
    const updated = await updateNotebooks(highschoolId, notebooks);
    await mutate(highschoolKey(highschoolId), updated, { revalidate: false });
    await mutate(highschoolStatsKey(highschoolId));
    setEditing(false);
    setResult({ severity: 'success', message: HS_TEXT.notebooksUpdated });
  };

  const saveSchool = async (updated: HighschoolDetail) => {
    setEditingSchool(false);
    await mutate(highschoolKey(highschoolId), updated, { revalidate: false });
    // The lists of schools (the admin's and the pickers') show its name and city.
    void revalidatePaths(['/highschools?'], mutate);
    setResult({ severity: 'success', message: HS_TEXT.schoolUpdated });
  };

  const saveDataSharing = async (updated: HighschoolDetail) => {
    await mutate(highschoolKey(highschoolId), updated, { revalidate: false });
    setResult({
      severity: 'success',
      message: updated.data_sharing_authorized ? DATA_SHARING_TEXT.recorded : DATA_SHARING_TEXT.withdrawn,
    });
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <title>{HS_TEXT.schoolPageTitle(school.name)}</title>
      <Header
        school={school}
        stats={stats}
        isAdmin={isAdmin}
        onNotebooks={() => setEditing(true)}
        onEdit={() => setEditingSchool(true)}
      />
      {user.type === 'orienter' ? <OrienterKeyCard /> : null}
      <PageSection title={HS_TEXT.goalTitle}>
        {stats ? (
          <RewardProgress input={stats} />
        ) : statsError ? (
          <BlockError message={HS_TEXT.loadError} onRetry={retryStats} />
        ) : (
          <BlockSkeleton label={HS_TEXT.loadingSchool} rows={1} height={200} />
        )}
        <RewardTransparency onOpenPrivacyNotice={onOpenPrivacyNotice} />
      </PageSection>
      {trend}
      {funnel}
      {nudges}
      {meetings}
      {interests}
      {students}
      <DataSharingCard school={school} isAdmin={isAdmin} onSaved={(updated) => void saveDataSharing(updated)}>
        {guardianSummary}
      </DataSharingCard>
      {accessLinks}
      {onDeleteOrienter ? <OrientersSection highschoolId={highschoolId} onDelete={onDeleteOrienter} /> : null}
      {groups}
      {isAdmin ? (
        <FormDialog open={editingSchool} onClose={() => setEditingSchool(false)} title={HS_TEXT.editSchoolTitle}>
          <HighschoolForm
            school={school}
            onClose={() => setEditingSchool(false)}
            onSaved={(updated) => void saveSchool(updated)}
          />
        </FormDialog>
      ) : null}
      {isAdmin ? (
        <NotebooksDialog
          open={editing}
          current={stats?.notebooks ?? school.notebooks}
          onClose={() => setEditing(false)}
          onSave={saveNotebooks}
        />
      ) : null}
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
