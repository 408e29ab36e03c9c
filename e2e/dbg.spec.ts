import { AxeBuilder } from '@axe-core/playwright';
import { test } from '@playwright/test';
import { AXE_TAGS } from './fixtures.js';
test('dbg', async ({ page }) => {
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 300)); });
  await page.goto('/galerie');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1500);
  const r = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  for (const v of r.violations) { console.log('V', v.impact, v.id, v.help); for (const n of v.nodes.slice(0, 6)) console.log('   ', n.target.join(' '), '|', n.html.slice(0, 160), '|', (n.failureSummary ?? '').replace(/\n/g, ' ').slice(0, 200)); }
});
