import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, signUpStudentByApi, submitLogin, test, uniqueEmail } from '../fixtures.ts';

/** Without SMTP_URL the server writes each e-mail as an .eml file in DATA_DIR/outbox. */
const OUTBOX = path.join(process.env.TLP_E2E_DATA_DIR!, 'outbox');

/** The .eml files of one kind (their name ends with it) sent to `email`, quoted-printable undone. */
async function mailsTo(email: string, kind: 'password_reset' | 'password_changed'): Promise<string[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith(`-${kind}.eml`));
  const mails = await Promise.all(names.map((n) => readFile(path.join(OUTBOX, n), 'utf8')));
  return mails
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((raw) => raw.includes(`To: ${email}`));
}

test('a student who forgot the password gets a link, chooses a new one and signs in with it', async ({
  page,
  request,
}) => {
  // A student of the demo school of their own, so the demo accounts keep their password.
  const email = uniqueEmail('reset');
  await signUpStudentByApi(request, email, { firstName: 'Renata', lastName: 'Olvera Cruz' });

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar$/);
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(email, 'password_reset');
      link = /\/restablecer\/[A-Za-z0-9_-]{43}/.exec(mail ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  await page.getByLabel(/^Contraseña nueva/).fill('Ventana7Azul');
  await page.getByLabel(/^Confirmar contraseña nueva/).fill('Ventana7Azul');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Tu contraseña cambió' })).toBeVisible();

  // The link worked once: opened again, it says so at once, with no form, and a way to ask for another.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();
  await expect(page.getByText('ya se usó o venció')).toBeVisible();
  await expect(page.getByLabel(/^Contraseña nueva/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  // So does a made-up one.
  await page.goto(`/restablecer/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();

  await submitLogin(page, email, 'Ventana7Azul', 'Estudiante');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect.poll(async () => (await mailsTo(email, 'password_changed')).length).toBe(1);
});
