import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ARCO_MESSAGES } from '@tlp/shared/arco-messages';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSWRConfig } from 'swr';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { useDownload } from '@/components/ui/download-button.tsx';
import { InfoList } from '@/components/ui/info-list.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { paths } from '@/config/paths.ts';
import { session } from '@/lib/session.ts';
import { downloadMyData, useMyData, type MyData } from '../api/my-data.ts';
import { MY_DATA_TEXT as TEXT } from '../messages.ts';
import { ContactSharingBlock } from './contact-sharing-block.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const names = (rows: readonly { name: string }[]) => (rows.length ? rows.map((r) => r.name).join(', ') : TEXT.none);

function HeldData({ data }: { data: MyData }) {
  const { profile } = data;
  const student = profile.type === 'student';
  const items = [
    { label: TEXT.profile, value: `${profile.first_name} ${profile.last_name} · ${profile.email}` },
    ...(data.school
      ? [{ label: TEXT.school, value: [data.school.name, data.school.city].filter(Boolean).join(', ') }]
      : []),
    ...(student ? [{ label: TEXT.semester, value: data.semester?.name ?? TEXT.notSet }] : []),
    ...(student
      ? [
          {
            label: TEXT.preferences,
            value: `${names(data.preferences.areas)} · ${names(data.preferences.cities)}`,
          },
          {
            label: TEXT.favorites,
            value: data.favorites.length
              ? data.favorites.map((f) => `${f.degree} (${f.campus})`).join('; ')
              : TEXT.none,
          },
          {
            label: TEXT.meetings,
            value: data.meetings.length ? data.meetings.map((m) => `${m.degree} (${m.campus})`).join('; ') : TEXT.none,
          },
        ]
      : []),
    {
      label: TEXT.sessions,
      value: TEXT.count(data.sessions.filter((s) => !s.ended).length, 'sesión abierta', 'sesiones abiertas'),
    },
  ];
  return <InfoList items={items} />;
}

function WhoSees({ data }: { data: MyData }) {
  const student = data.profile.type === 'student';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>{student && data.school ? TEXT.whoSeesStudent(data.school.name) : TEXT.whoSeesStaff}</Typography>
      {student ? <Typography>{TEXT.whoSeesUniversities}</Typography> : null}
    </Box>
  );
}

function Rights({ data }: { data: MyData }) {
  const { mutate } = useSWRConfig();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { downloading, run } = useDownload(downloadMyData, () => setDownloadFailed(true));
  const download = () => {
    setDownloadFailed(false);
    void run();
  };

  const deleted = async () => {
    // The account is gone: every cached answer is forgotten, then the session, with what /login
    // says to the user the signed-in layout sends there.
    await mutate(() => true, undefined, { revalidate: false });
    session.clear(ARCO_MESSAGES.accountDeleted);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <div>
        <BusyButton
          busy={downloading}
          variant="contained"
          startIcon={<DownloadRounded />}
          onClick={download}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {downloading ? TEXT.downloading : TEXT.download}
        </BusyButton>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {TEXT.downloadHint}
        </Typography>
        {downloadFailed ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {TEXT.downloadError}
          </Alert>
        ) : null}
      </div>
      <Divider />
      <div>
        <Button
          component={RouterLink}
          to={paths.profile.getHref()}
          variant="outlined"
          startIcon={<EditRounded />}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {TEXT.correct}
        </Button>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {TEXT.correctHint}
        </Typography>
      </div>
      {data.profile.type === 'student' ? (
        <>
          <Divider />
          <ContactSharingBlock
            userId={data.profile.id}
            sharing={data.profile.contact_sharing_withdrawn_at === null}
            meetings={data.meetings.length}
          />
        </>
      ) : null}
      <Divider />
      <div>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {TEXT.deleteTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {TEXT.deleteHint}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverRounded />}
          onClick={() => setDeleting(true)}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {TEXT.deleteOpen}
        </Button>
        <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={() => void deleted()} />
      </div>
    </Box>
  );
}

/**
 * /mis-datos (every role): what the platform holds about the user (read from their own export),
 * who can see it, with whom it was shared (`sharedSection`: the disclosures feature's list, put
 * there by the route) and their rights: download, correct, stop sharing (students), delete. `back`
 * leads elsewhere first (the onboarding, for a student who has not finished it).
 */
export function MyDataPage({ sharedSection, back }: { sharedSection?: ReactNode; back?: ReactNode }) {
  const { data, error, retry } = useMyData();
  let body: ReactNode;
  if (data) {
    body = (
      <>
        <SectionCard title={TEXT.held}>
          <HeldData data={data} />
        </SectionCard>
        <SectionCard title={TEXT.whoSees}>
          <WhoSees data={data} />
        </SectionCard>
        {sharedSection}
        <SectionCard title={TEXT.rights}>
          <Rights data={data} />
        </SectionCard>
      </>
    );
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={4} />;
  }
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 3, minWidth: 0 }}>
      <title>{TEXT.pageTitle}</title>
      {back}
      <Typography component="h1" variant="h2">
        {TEXT.title}
      </Typography>
      <Typography color="text.secondary">{TEXT.intro}</Typography>
      {body}
    </Box>
  );
}
