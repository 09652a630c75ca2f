import fs from 'node:fs'
import { createRequire } from 'node:module'
import { type Page } from '@playwright/test'
import type * as Axe from 'axe-core'

/** The WCAG 2.0 and 2.1 rules, levels A and AA: what the browser specs hold every page to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core, the engine @axe-core/playwright runs (its own dependency, at the version it pins). */
const axeSource = fs.readFileSync(
	createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
	'utf8',
)

/**
 * The violations of AXE_TAGS on the page as it is, in `scope` (a CSS selector) or the whole document.
 * axe runs in the page itself, as @axe-core/playwright's legacy mode does, but is put there once per page
 * rather than twice per run: its 560 kB compiled four times a page were a fifth of every-page's time.
 * Only violations are gathered node by node: the passes and the rules that need a person's review keep
 * one node each, which takes a quarter to a third off a run.
 */
export async function axeViolations(page: Page, scope?: string) {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
	return page.evaluate(
		async ({ scope, tags }) => {
			const { axe } = window as unknown as { axe: typeof Axe }
			const results = await axe.run(scope ? { include: [scope] } : document, {
				runOnly: { type: 'tag', values: tags },
				resultTypes: ['violations'],
			})
			return results.violations
		},
		{ scope, tags: AXE_TAGS },
	)
}
