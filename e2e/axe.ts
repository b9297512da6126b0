import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.1 A and AA rules: the bar every screen is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Only check inside this selector. */
  include?: string;
  /** Leave these selectors out (say why at the call site). */
  exclude?: string[];
}

/** One line per failing node: rule, impact, where, and what to fix. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${violation.help}` +
        ` — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
}

/**
 * Runs axe on the page as it is now (iframes included) and fails with a readable list of violations.
 * @example await expectNoAxeViolations(page, { exclude: ['#third-party-chat'] });
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // A page without frames is checked with axe.run in the page itself ("legacy mode"): the same rules on
  // the same document, without the blank page the default mode opens to merge the frames' partial
  // results (a second or more per check). Pages with frames keep the default: it reaches frames of
  // other origins (the widget in a hotel's page, the card fields), which legacy mode leaves out.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(page.frames().length === 1);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(describeViolations(violations), `axe found WCAG 2.1 AA violations on ${page.url()}`).toEqual([]);
}
