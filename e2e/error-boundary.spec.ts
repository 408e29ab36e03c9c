import { expect, test } from './fixtures.js';

test('a rendering error shows the fallback and its report reaches the server', async ({ page, axe }) => {
  const reportResponse = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/node/v1/debugger/notify') && response.request().method() === 'POST',
  );

  // This page only throws while rendering (see apps/web/src/features/diagnostics/render-error-page.tsx).
  await page.goto('/test/erreur-de-rendu');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oops, une erreur est survenue !' }),
  ).toBeVisible();

  const response = await reportResponse;
  expect(response.status()).toBe(201);
  const body = await response.json();
  expect(typeof body.data?.id).toBe('string');

  const report = response.request().postDataJSON();
  expect(report).toMatchObject({
    type: 'errorBoundary',
    url: expect.stringMatching(/\/test\/erreur-de-rendu$/),
    description: expect.stringContaining('Erreur de rendu volontaire'),
  });
  expect(Array.isArray(report.customData)).toBe(true);

  await axe.check('fallback');
});
