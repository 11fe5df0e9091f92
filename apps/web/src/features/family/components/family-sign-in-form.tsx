import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { familySignInBody } from '@tlp/shared/family';
import { useEffect, useRef } from 'react';
import { useEmailRequestForm } from '@/components/ui/email-request-form.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
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
  const { sent, again, form } = useEmailRequestForm({
    schema: familySignInBody,
    send: requestFamilyLink,
    text: {
      email: TEXT.email,
      submit: TEXT.submit,
      submitting: TEXT.submitting,
      failed: TEXT.requestFailed,
      tooMany: TEXT.requestFailed,
    },
  });
  return sent ? <Sent message={sent} onAgain={again} /> : form;
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
