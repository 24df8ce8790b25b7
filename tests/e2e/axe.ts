import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** One line per failing element: the rule, its impact, what it asks, where, and axe's reasons. */
export function readable(violations: Violations) {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
      ),
    )
    .join('\n')
}

/**
 * axe on the page as it stands, with the WCAG 2.2 AA rules and best practices: how many rules it
 * found met, and its findings above 'minor' (moderate ones fail a screen as serious ones do).
 */
export async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return { passes: results.passes.length, found: results.violations.filter((v) => v.impact !== 'minor') }
}
