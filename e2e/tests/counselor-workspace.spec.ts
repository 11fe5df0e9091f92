import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, loginAs, signUpStudentByApi, test, uniqueEmail } from '../fixtures.ts';

// The counselor's workspace at a phone's width and a desktop's: a student's choices, the season's
// funnel and forecast, a reminder to a student who did not finish signing up (its e-mail in the
// outbox), and the director's report.

/** Without SMTP_URL the server writes each e-mail as an .eml file in DATA_DIR/outbox. */
const OUTBOX = path.join(process.env.TLP_E2E_DATA_DIR!, 'outbox');

async function nudgesTo(email: string) {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith('-nudge.eml'));
  const mails = await Promise.all(names.map((n) => readFile(path.join(OUTBOX, n), 'utf8')));
  return mails.filter((raw) => raw.includes(`To: ${email}`));
}

for (const width of [375, 1280]) {
  test(`a counselor reads the season, a student's choices, sends a reminder and downloads the report, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // A student who signed up and did not finish: the one who needs a reminder.
    const email = uniqueEmail(`empujon-${width}`);
    const lastName = `Pendiente ${width < 600 ? 'Móvil' : 'Escritorio'}`;
    await signUpStudentByApi(request, email, { firstName: 'Iker', lastName });

    await loginAs(page, 'orienter');
    await expect(page).toHaveURL(/\/highschools\/\d+$/);

    const funnel = page.getByRole('region', { name: 'Embudo de la temporada' });
    await expect(funnel).toContainText('Se registraron');
    await expect(funnel).toContainText('Grupo 5º A');
    const trend = page.getByRole('region', { name: 'Tendencia' });
    await expect(trend).toContainText(/A este ritmo|Ya alcanzaste/);
    await expect(trend).toContainText('Pronóstico con el ritmo de las últimas 4 semanas');

    // A student's choices: the demo student's favourites and meeting request.
    const students = page.getByRole('region', { name: 'Estudiantes' });
    await students.getByLabel('Buscar por nombre o correo').fill('Sofía');
    await students.getByRole('link', { name: 'Estudiante López, Sofía' }).click();
    await expect(page).toHaveURL(/\/estudiantes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sofía');
    await expect(page.getByText('Ingeniería en Sistemas Computacionales').first()).toBeVisible();
    await page.goBack();

    // A reminder to the student who did not finish signing up.
    const nudges = page.getByRole('region', { name: 'Quién necesita un empujón' });
    await nudges.getByRole('checkbox', { name: new RegExp(`Iker ${lastName}`) }).check();
    await nudges.getByRole('button', { name: 'Enviar recordatorio' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Enviamos 1 recordatorio')).toBeVisible();
    await expect.poll(async () => (await nudgesTo(email)).length).toBe(1);

    // The director's report.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar reporte (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
}
