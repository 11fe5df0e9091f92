import {
  ADULT_BIRTH_DATE,
  DEMO_SCHOOL,
  expect,
  signUpStudent,
  test,
  uniqueEmail,
} from '../fixtures.ts';

test('a student signs up with the orienter key and lands on /onboarding', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();
  await signUpStudent(page, uniqueEmail('signup'));
});

test('a wrong orienter key is refused with the spec message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel(/^Nombre\(s\)/).fill('Valeria');
  await page.getByLabel(/^Apellidos/).fill('Hernández Soto');
  await page.getByRole('combobox', { name: /Unidad académica/ }).fill('Demo');
  await page.getByRole('option', { name: new RegExp(DEMO_SCHOOL) }).click();
  await page.getByRole('combobox', { name: /Semestre/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByLabel(/^Clave de orientador/).fill('NO-EXISTE');
  await page.getByLabel(/^Correo electrónico/).fill(`e2e-key-${Date.now()}@demo.mx`);
  await page.getByLabel(/^Contraseña/).fill('Secreta123');
  await page.getByLabel(/^Confirmar contraseña/).fill('Secreta123');
  await page.getByLabel(/^Fecha de nacimiento/).fill(ADULT_BIRTH_DATE);
  await page.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La clave de orientador es inválida o ha expirado')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('an empty signup takes the focus to the first field, then to the first one still missing', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByLabel(/^Nombre\(s\)/)).toBeFocused();
  await page.getByLabel(/^Nombre\(s\)/).fill('Valeria');
  await page.getByLabel(/^Apellidos/).fill('Hernández Soto');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('combobox', { name: /Unidad académica/ })).toBeFocused();
});
