import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.1 A and AA, which RGAA 4.1 maps to (DECISIONS §2). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface Axe {
  /** Runs axe on the page as it is now; fails on any serious or critical violation. */
  check(label?: string): Promise<void>;
}

/** The last URL checked on each page, so the automatic check at the end does not repeat an explicit one. */
const lastChecked = new WeakMap<Page, string>();

async function checkPage(page: Page, testInfo: TestInfo, label?: string) {
  // Colours halfway through an animation (a dialog fading in) are not the page's: axe reads it once they have
  // settled. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  lastChecked.set(page, page.url());
  const name = `axe ${label ?? new URL(page.url()).pathname}`;
  await testInfo.attach(`${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking, `${name} : violations graves ou critiques\n${formatViolations(blocking)}`).toEqual([]);
}

export function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  [${violation.impact}] ${violation.id} : ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Waits, after a load, until the app answers its visitor (`<html data-interactive>`, set by main.tsx once
 * rendered or hydrated): a server-drawn page is visible before its handlers are attached.
 */
async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-interactive'),
  );
}

export const test = base.extend<{ axe: Axe; pageGuards: undefined }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilInteractive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await untilInteractive(page);
      return response;
    };
    await use(page);
  },

  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },

  axe: async ({ page }, use, testInfo) => {
    await use({ check: (label) => checkPage(page, testInfo, label) });
  },

  /**
   * Automatic for every test that opens a page: fails on a Content-Security-Policy violation (the server's
   * CSP forbids inline scripts), and runs axe on the page the test ended on unless it was just checked.
   */
  pageGuards: [
    async ({ page }, use, testInfo) => {
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          cspViolations.push(message.text());
        }
      });
      await use(undefined);
      expect(cspViolations, 'violations de la Content-Security-Policy').toEqual([]);
      const url = page.url();
      if (
        testInfo.status === testInfo.expectedStatus &&
        url !== 'about:blank' &&
        lastChecked.get(page) !== url
      ) {
        await checkPage(page, testInfo, 'fin du test');
      }
    },
    { auto: true },
  ],
});

export { expect };
