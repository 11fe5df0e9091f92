import {
  ADULT_BIRTH_DATE,
  DEMO_SCHOOL,
  expect,
  signUpStudent,
  signUpStudentByApi,
  submitLogin,
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

test("a student who has not finished the registration reaches 'Mis datos' and 'Salir' from it", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newcomer');
  await signUpStudentByApi(request, email, { firstName: 'Berta', lastName: 'Ruiz Soto' });
  await submitLogin(page, email, 'Secreta123', 'Estudiante');
  await expect(page).toHaveURL(/\/onboarding$/);
  const exits = page.getByRole('navigation', { name: 'Tu cuenta' });

  // 'Mis datos' opens (it is not sent back to the onboarding) and shows what is kept of them.
  await exits.getByRole('link', { name: 'Mis datos' }).click();
  await expect(page).toHaveURL(/\/mis-datos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Anywhere else still leads back to the onboarding.
  await page.goto('/explorar');
  await expect(page).toHaveURL(/\/onboarding$/);

  await exits.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a student who deletes the account lands on /login, which says the account and its data are gone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('delete');
  await signUpStudentByApi(request, email, { firstName: 'Berta', lastName: 'Ruiz Soto' });
  await submitLogin(page, email, 'Secreta123', 'Estudiante');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('navigation', { name: 'Tu cuenta' }).getByRole('link', { name: 'Mis datos' }).click();
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await dialog.getByLabel(/^Tu contraseña/).fill('Secreta123');
  await dialog.getByLabel(/^Confirmación/).fill('eliminar mi cuenta');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Tu cuenta y tus datos personales se eliminaron.' }),
  ).toBeVisible();
  // The account is gone: signing in with it fails.
  await submitLogin(page, email, 'Secreta123', 'Estudiante');
  await expect(page.getByText('El correo, contraseña o tipo de usuario es incorrecto')).toBeVisible();
});
