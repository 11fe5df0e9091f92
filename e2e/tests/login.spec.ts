import { DEMO, DEMO_PASSWORD, demoSchoolId, expect, loginAs, submitLogin, test } from '../fixtures.ts';

const WRONG = 'El correo, contraseña o tipo de usuario es incorrecto';

test.describe('/login', () => {
  test('shows the slogan, the two tabs and the way to sign up', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'TOCA LA PUERTA, y ¡abre tus posibilidades!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Estudiante' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Orientador' })).toHaveAttribute('aria-selected', 'false');
    await page.getByRole('button', { name: '¿Qué es Toca la Puerta?' }).click();
    const info = page.getByRole('dialog', { name: '¿Qué es Toca la Puerta?' });
    await expect(info).toContainText('Reunión virtual');
    await expect(info).toContainText('Habilidades blandas');
    await info.getByRole('button').click();
    await page.getByRole('button', { name: 'Aviso de privacidad' }).click();
    await expect(page.getByRole('dialog', { name: 'Aviso de privacidad' })).toContainText('Estados Unidos');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();
  });

  for (const tab of ['Estudiante', 'Orientador'] as const) {
    test(`a wrong password on the ${tab} tab shows the message; typing clears it`, async ({ page }) => {
      const email = tab === 'Estudiante' ? DEMO.student.email : DEMO.orienter.email;
      await submitLogin(page, email, 'NoEsLaClave1', tab);
      await expect(page.getByRole('alert')).toHaveText(WRONG);
      await page.getByLabel('Contraseña').press('x');
      await expect(page.getByText(WRONG)).toHaveCount(0);
      await submitLogin(page, email, 'NoEsLaClave1', tab);
      await expect(page.getByRole('alert')).toHaveText(WRONG);
      await page.getByLabel('Correo electrónico').press('Backspace');
      await expect(page.getByText(WRONG)).toHaveCount(0);
    });
  }

  test('a student account on the Orientador tab is refused', async ({ page }) => {
    await submitLogin(page, DEMO.student.email, DEMO_PASSWORD, 'Orientador');
    await expect(page.getByRole('alert')).toHaveText(WRONG);
  });

  test('the student lands on /home', async ({ page }) => {
    await loginAs(page, 'student');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the orienter (Orientador tab) lands on their school', async ({ page, request }) => {
    const schoolId = await demoSchoolId(request);
    await loginAs(page, 'orienter');
    await expect(page).toHaveURL(new RegExp(`/highschools/${schoolId}$`));
  });

  test('the admin (Orientador tab) lands on /highschools', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/highschools$/);
  });
});
