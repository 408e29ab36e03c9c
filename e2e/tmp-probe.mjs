import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const path of (process.argv[2] ?? '/,/offres').split(',')) {
  const page = await browser.newPage({ locale: 'fr-FR' });
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto('http://localhost:3311' + path);
  await page.waitForLoadState('networkidle');
  const title = await page.title();
  console.log(path, title, JSON.stringify(logs));
  await page.close();
}
await browser.close();
