import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@tlp/shared/limits';
import { UI_MESSAGES } from '@tlp/shared/messages';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '@/components/layouts/site-footer.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { PLATFORM_INFO } from '@/content/platform-info.ts';
import { LazyPlatformInfoDialog, LazyPrivacyNoticeDialog } from './lazy-dialogs.tsx';
import { LoginForm } from './login-form.tsx';
import { LOGIN_TEXT, PASSWORD_RESET_TEXT } from '../messages.ts';

const WIDE = `@media (min-width: ${LIMITS.loginBreakpoint}px)`;

/** The slogan as the hero, its second half in the accent colour; it reads as one sentence. */
function Slogan() {
  const [first, ...rest] = UI_MESSAGES.slogan.split(', ');
  return (
    <Typography
      component="h1"
      sx={{ fontWeight: 700, lineHeight: 1.1, fontSize: 'clamp(2rem, 7vw, 3.5rem)', [WIDE]: { fontSize: '3.5rem' } }}
    >
      {first},{' '}
      <Box component="span" sx={{ color: 'brand.highlight', display: 'inline-block' }}>
        {rest.join(', ')}
      </Box>
    </Typography>
  );
}

/** The /login page: two columns from LIMITS.loginBreakpoint (1024 px), one below. */
export function LoginPage() {
  const navigate = useNavigate();
  // A page that signs the user out may leave a sentence for here (e.g. 'Mis datos' after deleting the account).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [infoOpen, setInfoOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        [WIDE]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
      }}
    >
      <title>{LOGIN_TEXT.pageTitle}</title>
      <Box
        component="section"
        aria-labelledby="login-hero"
        sx={{
          background: (theme) => theme.palette.brand.gradient,
          color: '#ffffff',
          px: { xs: 3, sm: 6 },
          pt: 3,
          pb: 5,
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
          [WIDE]: { px: 8, py: 6, minHeight: '100dvh', position: 'sticky', top: 0 },
        }}
      >
        <Logo tone="onDark" size={44} />
        <Box id="login-hero" sx={{ display: 'grid', gap: 2.5, maxWidth: 560, [WIDE]: { my: 'auto' } }}>
          <Slogan />
          <Typography sx={{ fontSize: '1.125rem', maxWidth: 480 }}>{LOGIN_TEXT.tagline}</Typography>
          <Box>
            <Button
              variant="outlined"
              startIcon={<InfoOutlined />}
              onClick={() => setInfoOpen(true)}
              sx={{
                color: '#ffffff',
                borderColor: 'rgba(255,255,255,0.8)',
                '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.1)' },
              }}
            >
              {PLATFORM_INFO.button}
            </Button>
          </Box>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box
          component="main"
          sx={{ flex: 1, display: 'grid', placeItems: 'center', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}
        >
          <Paper
            elevation={0}
            sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}
          >
            <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
              {LOGIN_TEXT.heading}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {LOGIN_TEXT.subheading}
            </Typography>
            {typeof notice === 'string' ? (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {notice}
              </Alert>
            ) : null}
            <LoginForm onSuccess={() => void navigate(paths.root.getHref(), { replace: true })} />
            <Typography sx={{ mt: 2, textAlign: 'center' }}>
              <Link component={RouterLink} to={paths.passwordResetRequest.getHref()} sx={{ fontWeight: 700 }}>
                {PASSWORD_RESET_TEXT.forgot}
              </Link>
            </Typography>
            <Box
              sx={{
                mt: 3,
                pt: 3,
                borderTop: 1,
                borderColor: 'divider',
                display: 'grid',
                gap: 1,
                justifyItems: 'center',
              }}
            >
              <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                {LOGIN_TEXT.noAccount}
              </Typography>
              <Button component={RouterLink} to={paths.signup.getHref()} variant="outlined" fullWidth>
                {UI_MESSAGES.signupRegister}
              </Button>
              <Link
                component="button"
                type="button"
                onClick={() => setPrivacyOpen(true)}
                sx={{ mt: 1, fontSize: '1rem' }}
              >
                {LOGIN_TEXT.privacy}
              </Link>
            </Box>
          </Paper>
        </Box>
        <SiteFooter />
      </Box>

      <LazyPlatformInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} />
      <LazyPrivacyNoticeDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </Box>
  );
}
