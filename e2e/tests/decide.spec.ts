import type { Page } from '@playwright/test';
import {
  apiToken,
  clearCompareList,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  loginAs,
  test,
} from '../fixtures.ts';

/** The statements' letters cycle R I A S E C: 'Mucho' to I, 'Bastante' to S, 'Poco' to the rest. */
const answerOf = (index: number) => (['Poco', 'Mucho', 'Poco', 'Bastante', 'Poco', 'Poco'] as const)[index % 6]!;

/** A degree's name inside a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Answers every statement of the test, one screen each; a tap on an answer moves on by itself. */
async function answerAll(page: Page) {
  const progress = page.getByRole('progressbar', { name: 'Avance del test' });
  const count = Number((await progress.getAttribute('aria-valuetext'))!.split(' de ')[1]);
  expect(count).toBe(36);
  for (let i = 0; i < count; i++) {
    await expect(progress).toHaveAttribute('aria-valuetext', `${i + 1} de ${count}`);
    await page.getByRole('radio', { name: answerOf(i), exact: true }).click();
  }
  await page.getByRole('button', { name: 'Ver mis resultados' }).click();
}

test('a student takes the interest test, sees the matching degrees with their figures and source, compares two and favourites one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await clearCompareList(request);
  const token = await apiToken(request, 'student');

  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, 'student');

  // The home invites to the test.
  const invitation = page.getByRole('region', { name: /Descubre tus intereses|Tu perfil de intereses/ });
  await invitation.getByRole('link', { name: /Hacer el test|Ver tu perfil de intereses/ }).click();
  await expect(page).toHaveURL(/\/test-de-intereses$/);
  const retake = page.getByRole('button', { name: /Volver a hacer el test|Continuar el test/ });
  const start = page.getByRole('button', { name: /Empezar el test|Empezar de nuevo/ });
  await expect(retake.or(start).first()).toBeVisible();
  if (await retake.isVisible()) await retake.click();
  await expect(page.getByText(/36 frases cortas y te toma unos 5 minutos/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the test intro');
  await start.first().click();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page, 'a statement of the test');
  await answerAll(page);

  // The profile: the six scores, the summary, the way to the matches.
  await expect(page.getByRole('heading', { name: 'Tu perfil de intereses: Investigador–Social' })).toBeVisible();
  const scores = page.getByRole('list', { name: 'Tus puntajes en las seis áreas de interés' });
  await expect(scores.getByRole('listitem')).toHaveCount(6);
  await expect(scores).toContainText('Investigador (I)');
  await expect(page.getByText(/^Tu perfil es Investigador–Social: te atrae/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the profile');
  await page.getByRole('link', { name: 'Ver carreras que coinciden' }).click();

  // The matches: each card with its reason, and its field's figures with their source (or why not).
  await expect(page).toHaveURL(/\/coincidencias$/);
  const cards = page.getByRole('list', { name: 'Carreras que coinciden contigo' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  await expect(cards.first()).toContainText(/Coincide con tu/);
  const withFigures = cards.filter({ hasText: 'Salario al mes' }).first();
  await expect(withFigures).toContainText(/Fuente: .+, \d{4}/);
  await expect(withFigures.getByText('Datos de ejemplo', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page, 'the matches');

  // Two of them, of different names, to compare.
  const names: string[] = [];
  const count = await cards.count();
  for (let i = 0; i < count && names.length < 2; i++) {
    const card = cards.nth(i);
    const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    if (names.includes(name)) continue;
    // The buttons name the campus too: the same degree may match at several.
    await card.getByRole('button', { name: new RegExp(`^Agregar a comparar: ${literal(name)} \\(.+\\)$`) }).click();
    await expect(
      card.getByRole('button', { name: new RegExp(`^Quitar de comparar: ${literal(name)} \\(.+\\)$`) }),
    ).toBeVisible();
    names.push(name);
  }
  expect(names).toHaveLength(2);

  // A favourite: the first match not among the favourites yet.
  let favourite = -1;
  for (let i = 0; i < count && favourite < 0; i++) {
    if (
      await cards
        .nth(i)
        .getByRole('button', { name: /^Agregar a favoritas: .+$/ })
        .count()
    )
      favourite = i;
  }
  expect(favourite).toBeGreaterThanOrEqual(0);
  await cards
    .nth(favourite)
    .getByRole('button', { name: /^Agregar a favoritas: .+$/ })
    .click();
  await expect(page.getByText('¡Se agregó esta carrera a tu lista de favoritos!')).toBeVisible();
  await expect(cards.nth(favourite).getByText('Entre tus favoritas')).toBeVisible();

  // The comparison: on a phone, one card per degree, in years and pesos, each saying how.
  await page.goto('/comparar');
  for (const name of names) {
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Costo por año', { exact: true })).toBeVisible();
    await expect(card.getByText('Duración en años', { exact: true })).toBeVisible();
  }
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page, 'the comparison on a phone');

  // Side by side on a wide screen, every column in view.
  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByRole('table', { name: 'Carreras que comparas, lado a lado' });
  for (const name of names)
    await expect(table.getByRole('columnheader', { name: new RegExp(literal(name)) })).toBeInViewport();
  await expect(table.getByRole('rowheader', { name: 'Costo total de la carrera' })).toBeVisible();

  // The list follows the student: the server keeps it.
  const list = await request.get('/api/v1/users/me/compare-list', { headers: { authorization: `Bearer ${token}` } });
  expect(((await list.json()) as { degree_ids: number[] }).degree_ids).toHaveLength(2);
});

test('an admin imports labour figures: a file with errors imports nothing and says each row, a good one imports', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, 'admin');
  await page.goto('/cifras-laborales');
  await expect(page.getByRole('heading', { name: 'Cifras laborales', level: 1 })).toBeVisible();
  const header = 'campo_cmpe,nombre,salario_mensual,desempleo,informalidad,retorno_publica,retorno_privada,fuente,anio';
  const box = page.getByLabel('Contenido del CSV');
  await box.fill(`${header}\n9990,Campo de prueba,mucho,4,20,10,8,ENOE,2024\n`);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('El archivo tiene errores; no se importó ninguna fila')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errores del archivo, por fila' });
  await expect(errors.getByRole('row', { name: /Fila 2.*salario_mensual/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page, 'the labour figures import with errors');

  await box.fill(`${header}\n9990,Campo de prueba,18500,4.2,20.5,10,8,ENOE e2e,2024\n`);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Se importó 1 campo')).toBeVisible();
  const current = page.getByRole('list', { name: 'Cifras actuales' });
  const card = current.getByRole('listitem').filter({ hasText: '9990 · Campo de prueba' });
  await expect(card).toContainText('Fuente: ENOE e2e, 2024');
  await expect(card).toContainText('$18,500');
});
