import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the audit checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const SIZES = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type Size = keyof typeof SIZES;

/** A page at the size, with reduced motion so that no transition is caught half-way by axe. */
export async function pageAt(browser: Browser, size: Size): Promise<Page> {
  const phone = size === 'phone';
  const context = await browser.newContext({
    viewport: SIZES[size],
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/**
 * axe-core's WCAG 2.2 AA violations on the page as it stands, one line per rule and one per element
 * (its selector and what fails), so that a failing test says what to fix.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) =>
    [
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s)`,
      ...v.nodes
        .slice(0, 8)
        .map(
          (n) => `  ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
    ].join('\n'),
  );
}
