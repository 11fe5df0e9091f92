import { apiToken, demoSchoolId, expect, test } from '../fixtures.ts';

const INVALID = 'El enlace de acceso no es válido o ha expirado';

interface AccessLink {
  uuid: string;
  seats: number;
  seats_used: number;
  expires_at: string | null;
}

test('a link that does not exist shows the error and a disabled form', async ({ page }) => {
  await page.goto('/signup/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText(INVALID);
  await expect(page.getByLabel(/^Nombre\(s\)/)).toBeDisabled();
  await expect(page.getByLabel(/^Correo electrónico/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
});

test('an orienter signs up through the demo link and lands signed in on their school', async ({ page, request }) => {
  const schoolId = await demoSchoolId(request);
  const token = await apiToken(request, 'admin');
  const response = await request.get(`/api/v1/highschools/${schoolId}/access-links`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const links = (await response.json()) as AccessLink[];
  const live = links.find(
    (l) => l.seats_used < l.seats && (!l.expires_at || new Date(l.expires_at).getTime() > Date.now()),
  );
  if (!live) throw new Error('the demo school has no live access link');

  await page.goto(`/signup/${live.uuid}`);
  await expect(page.getByText(/Preparatoria Demo/).first()).toBeVisible();
  await page.getByLabel(/^Nombre\(s\)/).fill('Olga');
  await page.getByLabel(/^Apellidos/).fill('Ruiz Medina');
  await page.getByLabel(/^Correo electrónico/).fill(`e2e-orientador-${Date.now()}@demo.mx`);
  await page.getByLabel(/^Contraseña/).fill('Orienta2026');
  await page.getByLabel(/^Teléfono/).fill('2221234567');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // The orienter's form has no terms checkbox: they accept the privacy notice before going on, once.
  await expect(page.getByRole('heading', { name: 'Antes de seguir: nuestro aviso de privacidad' })).toBeVisible();
  await page.getByRole('button', { name: 'Leí y acepto el aviso de privacidad' }).click();
  await expect(page).toHaveURL(new RegExp(`/highschools/${schoolId}$`));
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toContainText('¡Hola, Olga!');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toContainText('¡Hola, Olga!');
  await expect(page.getByRole('heading', { name: 'Antes de seguir: nuestro aviso de privacidad' })).toHaveCount(0);
});
