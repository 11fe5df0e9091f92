import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  apiToken,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  signUpStudent,
  test,
  uniqueEmail,
} from '../fixtures.ts';
import { dayInMexico } from '../../packages/shared/src/mexico-time.ts';

/** Without SMTP_URL the server writes each e-mail as an .eml file in DATA_DIR/outbox. */
const OUTBOX = path.join(process.env.TLP_E2E_DATA_DIR!, 'outbox');
const PHONE = { width: 375, height: 812 };

/** The path of the guardian's link in the e-mail sent to `email` (quoted-printable undone), or ''. */
async function guardianLink(email: string): Promise<string> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith('-guardian_consent.eml'));
  for (const name of names) {
    const raw = (await readFile(path.join(OUTBOX, name), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!raw.includes(`To: ${email}`)) continue;
    const link = /\/autorizacion\/[A-Za-z0-9_-]+/.exec(raw)?.[0];
    if (link) return link;
  }
  return '';
}

/** The admin's meetings CSV (GET /api/v1/meetings), as text. */
async function meetingsCsv(request: Parameters<typeof apiToken>[0]): Promise<string> {
  const token = await apiToken(request, 'admin');
  const response = await request.get('/api/v1/meetings', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.text();
}

test('a minor asks for a meeting; it waits for the guardian, who authorizes from the e-mail; then it leaves', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('minor');
  const guardian = uniqueEmail('tutor');
  const password = 'Secreta123';
  const birthDate = `${Number(dayInMexico(new Date()).slice(0, 4)) - 15}-03-14`;

  // Signup: a minor names a guardian, who gets the e-mail.
  await signUpStudent(page, email, password, { birthDate, guardianEmail: guardian });
  await page.getByRole('radiogroup').getByRole('radio').nth(2).click();
  await page.getByRole('button', { name: 'Ingeniería y Tecnología' }).click();
  await page.getByRole('button', { name: 'Ciudad de México' }).click();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // A degree: favourite, then the meeting, held until the guardian authorizes.
  const login = await request.post('/api/v1/auth/login', { data: { email, password, role: 'student' } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const degrees = await request.get('/api/v1/degrees', {
    params: { pageSize: 1 },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [degree] = (await degrees.json()) as { id: number; campus: string; campus_id: number }[];
  await page.goto(`/campus/${degree!.campus_id}/carreras/${degree!.id}`);
  await page.getByRole('button', { name: 'Agregar a favoritas' }).click();
  await expect(page.getByRole('button', { name: 'Entre tus favoritas' })).toBeVisible();
  await page.getByRole('button', { name: 'Agendar reunión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antes de agendar tu reunión' });
  await expect(dialog.getByText('Pendiente de autorización de tu madre, padre o tutor')).toBeVisible();
  await expect(dialog.getByText(/no recibirá tus datos hasta que esté autorizado/)).toBeVisible();
  await expectNoSeriousViolations(page, 'booking dialog');
  await dialog.getByRole('button', { name: 'Agendar reunión' }).click();
  await expect(
    page.getByText(`Registramos tu solicitud. La enviaremos a ${degree!.campus} cuando esté autorizada.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reunión agendada' })).toBeVisible();
  expect(await meetingsCsv(request)).not.toContain(email);

  // The guardian opens the link of the e-mail, on a phone, without an account, and authorizes.
  let link = '';
  await expect
    .poll(async () => {
      link = await guardianLink(guardian);
      return link;
    })
    .not.toBe('');
  const parent = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: PHONE,
    locale: 'es-MX',
  });
  const parentPage = await parent.newPage();
  await parentPage.goto(link);
  await expect(
    parentPage.getByRole('heading', { level: 1, name: '¿Autorizas que compartamos los datos de Valeria?' }),
  ).toBeVisible();
  await expect(parentPage.getByText('Preparatoria Demo', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(parentPage);
  await expectNoSeriousViolations(parentPage, '/autorizacion');
  await parentPage.getByRole('button', { name: 'Autorizo', exact: true }).click();
  await expect(parentPage.getByRole('heading', { name: 'Gracias. Registramos tu autorización' })).toBeVisible();
  // The link served once.
  await parentPage.reload();
  await expect(parentPage.getByRole('heading', { name: 'Este enlace ya no funciona' })).toBeVisible();
  await parent.close();

  // The next CSV lists the student; 'Mis datos' shows that event with its legal basis.
  expect(await meetingsCsv(request)).toContain(email);
  await page.goto('/mis-datos');
  const sharing = page.getByRole('region', { name: 'Con quién se comparten tus datos' });
  await expect(sharing.getByText('Tu madre, padre o tutor autorizó que compartamos tus datos')).toBeVisible();
  const ledger = sharing.getByRole('list', { name: 'Veces que compartimos tus datos' });
  await expect(ledger.getByRole('listitem')).toHaveCount(1);
  await expect(ledger).toContainText('con la administración de Toca la Puerta porque descargó el reporte');
  await expect(ledger).toContainText(
    /Con base en: Consentimiento de tu madre, padre o tutor\. Autorización de tu escuela del \d+ de \w+ de \d{4}/,
  );
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page, '/mis-datos');
});
