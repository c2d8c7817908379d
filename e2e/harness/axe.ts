import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, evaluated in the page (not a script tag: the sign-in pages' CSP forbids inline scripts). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * The serious and critical WCAG A/AA violations axe-core finds on the page as it is now.
 * Waits for antd's open/close animations first: a half-faded dialog is not what a user reads.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Result = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; any: { data?: { fgColor?: string; bgColor?: string } | null }[] }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        // For contrast failures the colours found, so a failure says what to change.
        targets: v.nodes.map((n) => {
          const colours = n.any.find((check) => check.data?.fgColor)?.data;
          const target = n.target.map(String).join(' ');
          return colours ? `${target} (${colours.fgColor} on ${colours.bgColor})` : target;
        }),
      }));
  }, WCAG_TAGS);
}
