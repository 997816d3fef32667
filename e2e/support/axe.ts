// The accessibility check of the browser tests (WCAG 2.2 AA, zero serious or
// critical axe-core violations), written once for every spec that runs it.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's serious and critical axe violations, one readable line each (none: `[]`).
 *
 * Legacy mode runs `axe.run()` in the page itself. The default mode runs each frame on its
 * own and then merges the results in a blank page it opens for the purpose, which cost
 * about a second per check here; our pages have no cross-origin frames, the one thing only
 * the default mode reaches, and both modes gave the same violations, passes and incomplete
 * results on every page compared (decision 157).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: AxeBuilder is typed against @playwright/test's Page; playwright-core's is the same object
  const results = await new AxeBuilder({ page: page as any })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join('\n    ')}`,
    );
}
