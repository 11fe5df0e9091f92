import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@tlp/shared/users';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AvatarImage } from '@/components/avatars/avatar-image.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { InfoList } from '@/components/ui/info-list.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { paths } from '@/config/paths.ts';
import { BlockError } from '@/components/ui/section-states.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { formatMexicanPhone } from '@/lib/format-phone.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';
import { EducationForm } from './education-form.tsx';
import { PasswordBlock } from './password-block.tsx';
import { ProfileForm } from './profile-form.tsx';

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

function BasicInfo({ user, onSaved }: { user: CurrentUser; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const phone = user.phone ? formatMexicanPhone(user.phone) : null;
  const items = [
    { label: TEXT.fullName, value: `${user.first_name} ${user.last_name}` },
    { label: TEXT.email, value: <EmailText email={user.email} /> },
    // Only staff show their phone: a student's stays private.
    ...(user.type === 'orienter' || user.type === 'university'
      ? [{ label: TEXT.phone, value: phone ? <Link href={phone.href}>{phone.text}</Link> : TEXT.noPhone }]
      : []),
    { label: TEXT.userType, value: user.role_title },
    // A representative answers for one campus.
    ...(user.type === 'university' && user.campus_name ? [{ label: TEXT.campus, value: user.campus_name }] : []),
  ];
  return (
    <SectionCard title={TEXT.basic} editLabel={TEXT.editBasic} onEdit={() => setOpen(true)}>
      <InfoList items={items} />
      <FormDialog open={open} onClose={() => setOpen(false)} title={TEXT.editBasic}>
        <ProfileForm
          user={user}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      </FormDialog>
    </SectionCard>
  );
}

function EducationBlock({ user, onSaved }: { user: CurrentUser; onSaved: (user: CurrentUser) => void }) {
  const [open, setOpen] = useState(false);
  const school = user.highschool_name
    ? [user.highschool_name, user.highschool_city].filter(Boolean).join(', ')
    : TEXT.notSet;
  return (
    <SectionCard title={TEXT.education} editLabel={TEXT.editEducation} onEdit={() => setOpen(true)}>
      <InfoList
        items={[
          { label: TEXT.highschool, value: school },
          { label: TEXT.semester, value: user.semester_name ?? TEXT.notSet },
        ]}
      />
      <FormDialog open={open} onClose={() => setOpen(false)} title={TEXT.editEducation}>
        <EducationForm
          user={user}
          onClose={() => setOpen(false)}
          onSaved={(next) => {
            setOpen(false);
            onSaved(next);
          }}
        />
      </FormDialog>
    </SectionCard>
  );
}

/** 'Mis datos' (every role): what we hold, with whom it was shared, and the user's rights. */
function MyDataLink() {
  return (
    <SectionCard title={TEXT.myData}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {TEXT.myDataHint}
      </Typography>
      <Button component={RouterLink} to={paths.myData.getHref()} variant="outlined" startIcon={<ShieldOutlined />}>
        {TEXT.myData}
      </Button>
    </SectionCard>
  );
}

/**
 * /profile: every role sees its basic data, and changes its name and avatar there; students also
 * their school and semester, and what
 * `studentBlocks` adds (the route puts the student's interests there; `onSaved` says 'Guardamos
 * tus cambios').
 */
export function ProfilePage({
  studentBlocks,
}: {
  studentBlocks?: (user: CurrentUser, onSaved: () => void) => ReactNode;
}) {
  const revalidate = useRevalidatePaths();
  const { user, error, retry } = useCurrentUser();
  const [result, setResult] = useState<Result | null>(null);
  const saved = () => setResult({ severity: 'success', message: TEXT.saved });

  const educationSaved = (next: CurrentUser) => {
    // The home asks for its suggested campuses again after any change of the profile.
    void revalidate(`/users/${next.id}/degrees-suggestions`);
    saved();
  };

  let body;
  if (user) {
    body = (
      <>
        <ProfileHeader user={user} />
        <BasicInfo user={user} onSaved={saved} />
        {user.type === 'student' ? (
          <>
            <EducationBlock user={user} onSaved={educationSaved} />
            {studentBlocks?.(user, saved)}
          </>
        ) : null}
        <PasswordBlock onSaved={(message) => setResult({ severity: 'success', message })} />
        <MyDataLink />
      </>
    );
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
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
