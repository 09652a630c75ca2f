import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { demoListings } from '../app/db/demo-listings'
import { baseURL } from '../playwright.config'
import { setTheme } from './marketing-support'
import { DEMO_OWNER, newAccountDetails, signIn, signUpAndSignIn } from './support/accounts'
import { startConversation } from './support/messages'

/**
 * axe on every page of the site, in both themes (the light one at phone and desktop width, the dark
 * one at desktop width): no
 * violation of serious or critical impact, and on the public marketing and listing
 * pages none at all. Error states and open menus have markup
 * of their own, so they are checked too.
 */

const THEMES = ['light', 'dark'] as const
const VIEWPORTS = [
	{ name: 'phone', width: 390, height: 844 },
	{ name: 'desktop', width: 1440, height: 900 },
] as const

const demoListing = demoListings.find((listing) => listing.name === 'Bright Two-Bedroom Apartment with Balcony')!

type PageCheck = {
	name: string
	/** The address, or a function that finds it (a listing's id, say). */
	path: string | ((page: Page) => Promise<string>)
	status?: number
	/** Signed in as the demo owner, or as another member. */
	signedIn?: 'owner' | 'member'
	/** Brings the page into the state to check: a form submitted with errors, a menu opened. */
	prepare?: (page: Page) => Promise<void>
	/** Only at these widths (a phone-only menu). */
	viewports?: ReadonlyArray<(typeof VIEWPORTS)[number]['name']>
	/** Audits only this part when the rest of the page (its header and footer, say) is checked by another test (a CSS selector). */
	scope?: string
	/** No violation of any impact, moderate and minor included. */
	strict?: boolean
}

/** A demo listing's address, through the JSON API. */
async function demoListingPath(page: Page) {
	const response = await page.request.get(`/api/listing/get?searchTerm=${encodeURIComponent(demoListing.name)}`)
	expect(response.ok()).toBe(true)
	const found = ((await response.json()) as Array<{ _id: string; name: string }>).find(
		(listing) => listing.name === demoListing.name,
	)
	expect(found, `the demo listing “${demoListing.name}”`).toBeTruthy()
	return `/listing/${found!._id}`
}

const pages: PageCheck[] = [
	{ name: 'home', path: '/', strict: true },
	{
		name: 'home with the phone menu open',
		path: '/',
		scope: 'header',
		viewports: ['phone'],
		prepare: async (page) => {
			await page.getByRole('banner').getByLabel('Menu', { exact: true }).click()
			await expect(
				page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
			).toBeVisible()
		},
	},
	{
		name: 'home with the header search open',
		path: '/',
		scope: 'header',
		prepare: async (page) => {
			const banner = page.getByRole('banner')
			await banner.getByLabel('Search', { exact: true }).click()
			await expect(banner.getByRole('searchbox', { name: 'Search listings' })).toBeVisible()
		},
	},
	{
		name: 'home with a menu dropdown open',
		path: '/',
		scope: 'header',
		viewports: ['desktop'],
		prepare: async (page) => {
			const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
			await nav.getByRole('link', { name: 'About Us' }).hover()
			await expect(nav.getByRole('link', { name: 'Quality Renovations' })).toBeVisible()
		},
	},
	{ name: 'home 2', path: '/home-2', strict: true },
	{ name: 'home 3', path: '/home-3', strict: true },
	{ name: 'about us', path: '/about-us', strict: true },
	{ name: 'about 2', path: '/about-2', strict: true },
	{ name: 'services', path: '/services', strict: true },
	{ name: 'services 2', path: '/services-2', strict: true },
	{
		name: 'services 2 with every answer open',
		path: '/services-2',
		scope: 'main',
		prepare: async (page) => {
			const questions = page.locator('main details > summary')
			for (let index = 0; index < (await questions.count()); index++) await questions.nth(index).click()
			await expect(page.locator('main details:not([open])')).toHaveCount(0)
		},
	},
	{ name: 'property grid', path: '/property', strict: true },
	{ name: 'property list', path: '/property-3', strict: true },
	{ name: 'property 6', path: '/property-6', strict: true },
	{ name: 'blog', path: '/blog', strict: true },
	{ name: 'blog 2', path: '/blog-2', strict: true },
	{ name: 'blog 3', path: '/blog-3', strict: true },
	{ name: 'blog 4', path: '/blog-4', strict: true },
	{ name: 'blog post at /blog/:id', path: '/blog/condo-or-townhouse', strict: true },
	{ name: 'blog post at /bolg/:id', path: '/bolg/what-austin-buyers-want-this-fall', strict: true },
	{ name: 'unknown blog post', path: '/blog/no-such-post', status: 404, scope: 'main' },
	{ name: 'contact', path: '/contact', strict: true },
	{
		name: 'contact form with errors',
		path: '/contact',
		scope: 'main',
		prepare: async (page) => {
			await page.getByRole('main').getByRole('button', { name: 'Send message' }).click()
			await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
		},
	},
	{ name: 'search', path: '/search' },
	{ name: 'search with results', path: '/search?searchTerm=villa', scope: 'main' },
	{ name: 'search without a result', path: '/search?searchTerm=zzqxnothingmatches', scope: 'main' },
	{ name: 'search with invalid filters', path: '/search?minPrice=abc&sort=nonsense', scope: 'main' },
	{ name: 'search, map view', path: '/search?view=map', scope: 'main' },
	{
		name: 'search near a point, map view',
		path: '/search?view=map&near=41.88,-87.65&radiusKm=50&sort=distance',
		scope: 'main',
	},
	{ name: 'listing', path: demoListingPath, strict: true },
	{ name: 'unknown listing', path: '/listing/00000000-0000-4000-8000-000000000000', status: 404, scope: 'main' },
	{ name: 'sign in', path: '/sign-in' },
	{
		name: 'sign in with its notice and a failed Google sign-in',
		path: '/sign-in?signedUp=1&error=google',
		scope: 'main',
	},
	{
		name: 'sign in with a wrong password',
		scope: 'main',
		path: '/sign-in',
		prepare: async (page) => {
			// An unknown address, so the demo owner's failure count stays untouched.
			await signIn(page, newAccountDetails('nobody').email, 'not the password')
			await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeVisible()
		},
	},
	{ name: 'sign up', path: '/sign-up' },
	{
		name: 'sign up with errors',
		scope: 'main',
		path: '/sign-up',
		prepare: async (page) => {
			await page.getByLabel('Password', { exact: true }).fill('x')
			await page.getByRole('button', { name: 'Sign up' }).click()
			await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
		},
	},
	{ name: 'forgot password', path: '/forgot-password' },
	{
		name: 'forgot password, the link asked for',
		path: '/forgot-password',
		scope: 'main',
		prepare: async (page) => {
			await page.getByLabel('E-mail', { exact: true }).fill(newAccountDetails('nobody').email)
			await page.getByRole('button', { name: 'Send the link' }).click()
			await expect(page.getByRole('status').filter({ hasText: 'we have sent a link' })).toBeVisible()
		},
	},
	{ name: 'reset password, the link expired', path: `/reset-password?token=${'x'.repeat(43)}`, status: 400 },
	{ name: 'verify e-mail, the link expired', path: `/verify-email?token=${'x'.repeat(43)}`, status: 400 },
	{ name: 'profile of a member whose address is not verified', path: '/profile', signedIn: 'member', scope: 'main' },
	{ name: 'not found', path: '/no-such-page', status: 404 },
	{
		name: 'profile with its listings shown',
		path: '/profile',
		signedIn: 'owner',
		prepare: async (page) => {
			await page.getByText('Show Listings').click()
			await expect(page.getByRole('heading', { name: 'Your Listings' })).toBeVisible()
		},
	},
	{ name: 'create listing', path: '/create-listing', signedIn: 'owner' },
	{
		name: 'create listing submitted empty',
		scope: 'main',
		path: '/create-listing',
		signedIn: 'owner',
		prepare: async (page) => {
			await page.getByRole('button', { name: /create listing/i }).click()
			await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
		},
	},
	{
		name: 'update listing',
		path: async (page) => (await demoListingPath(page)).replace('/listing/', '/update-listing/'),
		signedIn: 'owner',
	},
	{ name: 'listing seen by its owner', path: demoListingPath, signedIn: 'owner' },
	{
		name: 'listing with the contact form open, seen by another member',
		path: demoListingPath,
		signedIn: 'member',
		scope: 'main',
		prepare: async (page) => {
			await page.getByText('Contact landlord').click()
			await expect(page.getByLabel('Message', { exact: true })).toBeVisible()
		},
	},
	{
		name: 'delete listing confirmation',
		path: async (page) => `${await demoListingPath(page)}/delete`,
		signedIn: 'owner',
	},
	{ name: 'delete account confirmation', path: '/profile/delete', signedIn: 'owner' },
	{ name: 'messages', path: '/messages', signedIn: 'member' },
	{
		name: 'saved searches and homes',
		path: '/search?type=rent&parking=true',
		signedIn: 'member',
		prepare: async (page) => {
			await page.getByRole('button', { name: 'Save this search' }).click()
			await expect(page.getByRole('link', { name: 'Rent · parking' })).toBeVisible()
		},
	},
	{
		name: 'unsubscribe, nothing to unsubscribe from',
		path: '/alerts/unsubscribe?search=00000000-0000-4000-8000-000000000000&token=x',
		status: 404,
	},
	{
		name: 'a conversation',
		path: async (page) => startConversation(page, await demoListingPath(page)),
		signedIn: 'member',
	},
]

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Runs axe on the page as it is; returns the serious and critical violations, readable, and the rest apart. */
async function audit(page: Page, label: string, scope?: string) {
	// Legacy mode runs axe in the page itself instead of gathering the results in a new blank
	// page, which more than halves the time of a run; the site has no iframes for the other mode to reach.
	const axe = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true)
	if (scope) axe.include(scope)
	const { violations } = await axe.analyze()
	const describe = (violation: (typeof violations)[number]) =>
		`${label}: ${violation.id} [${violation.impact}] ${violation.help}\n    ${violation.nodes
			.map(
				(node) =>
					`${node.target.join(' ')}${
						node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').trim()})` : ''
					}`,
			)
			.join('\n    ')}`
	const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
	const lesser = violations.filter((violation) => !severe.includes(violation))
	return { severe: severe.map(describe), lesser: lesser.map(describe) }
}

type Visitor = 'visitor' | 'owner' | 'member'

/**
 * A browser context per worker for each kind of visitor, made (and signed in) on first use:
 * every page reuses its cache, and each test opens a page of its own.
 */
const a11yTest = test.extend<object, { contextFor: (who: Visitor) => Promise<BrowserContext> }>({
	contextFor: [
		async ({ browser }, use) => {
			const contexts = new Map<Visitor, Promise<BrowserContext>>()
			const open = async (who: Visitor) => {
				const context = await browser.newContext({ baseURL })
				if (who === 'visitor') return context
				const page = await context.newPage()
				if (who === 'owner') {
					await page.goto('/sign-in')
					await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password)
					await expect(page.getByRole('banner').getByRole('link', { name: /your profile/ })).toBeVisible()
				} else {
					await signUpAndSignIn(page, 'a11y')
				}
				await page.close()
				return context
			}
			await use((who) => {
				if (!contexts.has(who)) contexts.set(who, open(who))
				return contexts.get(who)!
			})
			for (const context of contexts.values()) await (await context).close()
		},
		{ scope: 'worker' },
	],
})

a11yTest.describe('accessibility', () => {
	a11yTest.beforeEach(({}, testInfo) => {
		a11yTest.skip(
			testInfo.project.name === 'no-js',
			'axe runs as a script in the page; the server sends the same HTML with and without JavaScript, so the js project covers it',
		)
	})

	for (const check of pages) {
		a11yTest(
			`${check.name}: no serious or critical axe violations in either theme, at phone and desktop width`,
			async ({ contextFor }, testInfo) => {
				// Up to three axe runs of a whole page: seconds each on a busy machine.
				a11yTest.slow()
				const context = await contextFor(check.signedIn ?? 'visitor')
				const page = await context.newPage()
				const allViewports = VIEWPORTS.filter((entry) => !check.viewports || check.viewports.includes(entry.name))
				const severe: string[] = []
				const lesser: string[] = []
				try {
					const path = typeof check.path === 'string' ? check.path : await check.path(page)
					for (const theme of THEMES) {
						// The light theme at every width; the dark one, whose colours do not change with the
						// width, at the widest (three axe runs instead of four: the suite's slowest spec).
						const viewports = theme === 'light' ? allViewports : allViewports.slice(-1)
						await setTheme(context, baseURL, theme)
						// Loaded at the first width, then resized: the layout follows the width through CSS alone.
						await page.setViewportSize({ width: viewports[0]!.width, height: viewports[0]!.height })
						const response = await page.goto(path)
						expect(response?.status(), `${path} answers`).toBe(check.status ?? 200)
						await expect(page.locator('html')).toHaveClass(theme)
						await check.prepare?.(page)
						for (const viewport of viewports) {
							await page.setViewportSize({ width: viewport.width, height: viewport.height })
							const found = await audit(
								page,
								`${path} (${theme}, ${viewport.name} ${viewport.width}×${viewport.height})`,
								check.scope,
							)
							severe.push(...found.severe)
							lesser.push(...found.lesser)
						}
					}
				} finally {
					await page.close()
				}
				// Moderate and minor findings do not fail the test; they are kept with its results.
				for (const finding of lesser)
					testInfo.annotations.push({ type: 'axe (moderate or minor)', description: finding })
				expect(severe, `serious or critical axe violations:\n${severe.join('\n')}`).toEqual([])
				if (check.strict) expect(lesser, `moderate or minor axe violations:\n${lesser.join('\n')}`).toEqual([])
			},
		)
	}
})
