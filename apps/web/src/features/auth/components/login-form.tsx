import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextInput } from '@/components/ui/text-input.tsx';
import Typography from '@mui/material/Typography';
import type { LoginRole } from '@tlp/shared/auth';
import { AUTH_MESSAGES, UI_MESSAGES, VALIDATION } from '@tlp/shared/messages';
import { ROLE_TITLES } from '@tlp/shared/roles';
import { useState, type FormEvent } from 'react';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { login } from '../api/login.ts';
import { LOGIN_TEXT } from '../messages.ts';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';

const ROLES: readonly LoginRole[] = ['student', 'orienter'];

type Field = 'email' | 'password';

const FIELDS: readonly { name: Field; type: string; autoComplete: string }[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
];

/** The message for a failed login (AUTH_MESSAGES); a 429 carries the server's own sentence. */
function loginErrorMessage(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 401) return AUTH_MESSAGES.loginWrong;
    if (error.status === 429) return apiErrorMessage(error, AUTH_MESSAGES.loginTooMany);
  }
  return AUTH_MESSAGES.loginOther;
}

/**
 * Sign-in with two tabs: Estudiante (default) and Orientador, which admins use
 * too. Typing in either field clears the error.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [role, setRole] = useState<LoginRole>('student');
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMissing((m) => ({ ...m, [field]: false }));
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = values.email.trim();
    const nowMissing = { email: !email, password: !values.password };
    setMissing(nowMissing);
    if (nowMissing.email || nowMissing.password) return;
    setSubmitting(true);
    setError(null);
    try {
      await login({ email, password: values.password, role });
      onSuccess();
    } catch (e) {
      setError(loginErrorMessage(e));
      setSubmitting(false);
    }
  };

  const tabId = (r: LoginRole) => `login-tab-${r}`;

  return (
    <Box>
      <Tabs
        value={role}
        onChange={(_event, next: LoginRole) => {
          setRole(next);
          setError(null);
        }}
        aria-label={LOGIN_TEXT.tabs}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ROLES.map((r) => (
          <Tab key={r} value={r} label={ROLE_TITLES[r]} id={tabId(r)} aria-controls="login-panel" />
        ))}
      </Tabs>
      <div id="login-panel" role="tabpanel" aria-labelledby={tabId(role)}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
          {role === 'orienter' ? <Typography color="text.secondary">{LOGIN_TEXT.orienterHint}</Typography> : null}
          {FIELDS.map(({ name, type, autoComplete }) => (
            <TextInput
              key={name}
              label={LOGIN_TEXT[name]}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              value={values[name]}
              onChange={(e) => change(name, e.target.value)}
              error={!!missing[name]}
              helperText={missing[name] ? VALIDATION.required : undefined}
            />
          ))}
          <FormError message={error} />
          <BusyButton
            busy={submitting}
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            disabled={submitting}
          >
            {UI_MESSAGES.loginSubmit}
          </BusyButton>
        </Box>
      </div>
    </Box>
  );
}
