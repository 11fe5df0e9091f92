import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { familySignInBody, type FamilySignInBody } from '@tlp/shared/family';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { requestFamilyLink } from '../api/request-sign-in-link.ts';
import { FAMILY_TEXT as TEXT } from '../messages.ts';

/** What the server answered, the same for any address: said plainly, with the focus on it. */
function Sent({ message, onAgain }: { message: string; onAgain: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography ref={ref} tabIndex={-1} component="h2" variant="h5" sx={{ outline: 'none' }}>
        {TEXT.sentTitle}
      </Typography>
      <Alert severity="success" role="status">
        {message}
      </Alert>
      <Button variant="text" onClick={onAgain} sx={{ justifySelf: 'start' }}>
        {TEXT.otherEmail}
      </Button>
    </Box>
  );
}

/**
 * 'Correo' and 'Enviarme un enlace'. The answer is the same whether the address is a guardian's
 * or not, so the form says what the server said and nothing more.
 */
export function FamilySignInForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FamilySignInBody>({
    resolver: zodResolver(familySignInBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldBinder(form.register, errors);

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      setSent((await requestFamilyLink(body)).message);
    } catch (e) {
      if (applyServerFieldErrors(e, ['email'], (name, message) => form.setError(name, { message }))) return;
      const tooMany = isApiRequestError(e) && e.status === 429;
      setError(tooMany ? apiErrorMessage(e, TEXT.requestFailed) : TEXT.requestFailed);
    }
  });

  if (sent) return <Sent message={sent} onAgain={() => setSent(null)} />;
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
      <TextInput label={TEXT.email} type="email" autoComplete="email" required {...field('email')} />
      <FormError message={error} />
      <BusyButton busy={isSubmitting} type="submit" variant="contained" color="secondary" size="large">
        {isSubmitting ? TEXT.submitting : TEXT.submit}
      </BusyButton>
    </Box>
  );
}

/** /familia without a session: what the view is, and the form ('Cerraste tu sesión.' after 'Salir'). */
export function FamilySignIn({ signedOut = false }: { signedOut?: boolean }) {
  return (
    <FormCard title={TEXT.signInTitle} intro={TEXT.signInIntro}>
      {signedOut ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {TEXT.signedOut}
        </Alert>
      ) : null}
      <FamilySignInForm />
    </FormCard>
  );
}
