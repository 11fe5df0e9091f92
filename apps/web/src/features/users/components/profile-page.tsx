import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@tlp/shared/users';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { AvatarImage } from '@/features/avatars/components/avatar-image.tsx';
import { LoadError } from '@/features/favorites/components/card-grid.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { degreeSuggestionsKey } from '@/features/student-home/api/get-degree-suggestions.ts';
import { currentUserKey } from '@/features/users/api/get-current-user.ts';
import { session } from '@/lib/session.ts';
import { useCurrentUser } from '../api/use-current-user.ts';
import { formatMexicanPhone } from '../format-phone.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';
import { EducationDialog } from './education-dialog.tsx';
import { InfoList } from './info-list.tsx';
import { InterestsBlock } from './interests-block.tsx';
import { ProfileCard } from './profile-card.tsx';

function ProfileHeader({ user }: { user: CurrentUser }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, sm: 3 },
        p: { xs: 2.5, sm: 4 },
        borderRadius: 4,
        color: '#ffffff',
        background: (theme) => theme.palette.brand.gradient,
      }}
    >
      <Box sx={{ borderRadius: '50%', border: '4px solid rgba(255, 255, 255, 0.9)', display: 'flex', flexShrink: 0 }}>
        <AvatarImage avatar={user.avatar} size={88} title={TEXT.avatar(user.first_name)} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {user.first_name}
        </Typography>
        <Typography sx={{ color: 'brand.highlight', fontWeight: 700 }}>{user.role_title}</Typography>
      </Box>
    </Box>
  );
}

function BasicInfo({ user }: { user: CurrentUser }) {
  const phone = user.phone ? formatMexicanPhone(user.phone) : null;
  const items = [
    { label: TEXT.fullName, value: `${user.first_name} ${user.last_name}` },
    { label: TEXT.email, value: user.email },
    // Only orienters show their phone (spec §6).
    ...(user.type === 'orienter'
      ? [{ label: TEXT.phone, value: phone ? <Link href={phone.href}>{phone.text}</Link> : TEXT.noPhone }]
      : []),
    { label: TEXT.userType, value: user.role_title },
  ];
  return (
    <ProfileCard title={TEXT.basic}>
      <InfoList items={items} />
    </ProfileCard>
  );
}

function EducationBlock({ user, onSaved }: { user: CurrentUser; onSaved: (user: CurrentUser) => void }) {
  const [open, setOpen] = useState(false);
  const school = user.highschool_name
    ? [user.highschool_name, user.highschool_city].filter(Boolean).join(', ')
    : TEXT.notSet;
  return (
    <ProfileCard title={TEXT.education} editLabel={TEXT.editEducation} onEdit={() => setOpen(true)}>
      <InfoList
        items={[
          { label: TEXT.highschool, value: school },
          { label: TEXT.semester, value: user.semester_name ?? TEXT.notSet },
        ]}
      />
      <EducationDialog
        open={open}
        user={user}
        onClose={() => setOpen(false)}
        onSaved={(next) => {
          setOpen(false);
          onSaved(next);
        }}
      />
    </ProfileCard>
  );
}

/** /profile (spec §2): every role sees its basic data; students also their school and interests. */
export function ProfilePage() {
  const { mutate } = useSWRConfig();
  const { user, error, retry } = useCurrentUser();
  const [result, setResult] = useState<Result | null>(null);

  const educationSaved = (next: CurrentUser) => {
    void mutate(currentUserKey, next, { revalidate: false });
    // The menu shows the session's copy.
    session.setUser(next);
    void mutate(degreeSuggestionsKey(next.id));
    setResult({ severity: 'success', message: TEXT.saved });
  };

  let body;
  if (user) {
    body = (
      <>
        <ProfileHeader user={user} />
        <BasicInfo user={user} />
        {user.type === 'student' ? (
          <>
            <EducationBlock user={user} onSaved={educationSaved} />
            <InterestsBlock userId={user.id} onSaved={() => setResult({ severity: 'success', message: TEXT.saved })} />
          </>
        ) : null}
      </>
    );
  } else if (error) {
    body = <LoadError message={TEXT.loadError} retryLabel={TEXT.retry} onRetry={retry} />;
  } else {
    body = <FullPageLoader label={TEXT.loadingProfile} />;
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 3 }}>
      <title>{TEXT.pageTitle}</title>
      <Typography component="h1" variant="h2">
        {TEXT.title}
      </Typography>
      {body}
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Box>
  );
}
