import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { demoListings } from '../app/db/demo-listings'
import { baseURL } from '../playwright.config'
import { setTheme } from './marketing-support'
import { newAccountDetails, signIn, signInAsDemoAdmin, signInAsDemoOwner, signInAsNewMember } from './support/accounts'
import { axeViolations } from './support/axe'
import { startConversation } from './support/messages'

/**
 * Every page of the site, and the states with markup of their own (errors, open menus and panels):
 * - it fits the screen: at the narrowest phone (320 px), a tablet (768, Tailwind's md) and a desktop
 *   (1280, xl), nothing makes the page scroll sideways; the pages whose header or layout is widest
 *   for their kind of visitor also at the lower edges of the other widths where the layout changes
 *   (360, a common phone; 640, sm; 1024, lg: where the full menu first shows beside a member's links);
 * - axe once per theme: the light theme at phone width, the dark one at desktop width. No violation
 *   of serious or critical impact anywhere, and none at all on the public marketing and listing pages.
 * Each page is loaded once, in the light theme, and turned dark in place (the themes differ in CSS
 * alone; the server's dark render is checked in e2e/shell.spec.ts and over HTTP); the widths are set on
 * the loaded page, as a rotated phone or a resized window does: the layout follows the width through CSS alone.
 */

const WIDTHS = [320, 768, 1280] as const
/** The other lower edges, for the pages marked `everyEdge`. */
const EDGE_WIDTHS = [360, 640, 1024] as const
const AXE_VIEWPORTS = {
	light: { width: 390, height: 844 },
	dark: { width: 1440, height: 900 },
} as const

const demoListing = demoListings.find((listing) => listing.name === 'Bright Two-Bedroom Apartment with Balcony')!

type Visitor = 'visitor' | 'owner' | 'member' | 'admin'

type PageCheck = {
	name: string
	/** The address, or a function that finds it (a listing's id, say). */
	path: string | ((page: Page) => Promise<string>)
	status?: number
	/** Signed in as the demo owner, as another member, or as the demo administrator. */
	signedIn?: 'owner' | 'member' | 'admin'
	/** Brings the page into the state to check: a form submitted with errors, a menu opened. */
	prepare?: (page: Page) => Promise<void>
	/** A state only phones have (the phone menu): checked at phone width only, in both themes. */
	phoneOnly?: boolean
	/** A state only desktops have (a hover menu): checked at desktop width only, in both themes. */
	desktopOnly?: boolean
	/** Audits only this part when the rest of the page (its header and footer, say) is checked by another entry (a CSS selector). */
	scope?: string
	/** No violation of any impact, moderate and minor included. */
	strict?: boolean
	/** Not checked for width: the same layout as another entry (an open header menu, a form with its errors). */
	widthCheckedElsewhere?: boolean
	/** Also checked at 360, 640 and 1024 px: the widest header of a kind of visitor, the layouts with panels. */
	everyEdge?: boolean
	/** The page as it is before its scripts run (they are blocked): the markup a visitor without JavaScript uses. */
	withoutScripts?: boolean
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

/**
 * A listing of the page's member held for a check (its description gives an e-mail address), with a
 * report: the owner's banner, and a case with evidence in the administrators' queue.
 */
async function heldListingPath(page: Page) {
	const created = await page.request.post('/api/listing/create', {
		data: {
			name: `Held for a check ${Date.now().toString(36)}`,
			description: 'A bright flat near the park. Write to me at held.flat.owner@gmail.com for the keys.',
			address: '3 Lark Lane, Austin, TX',
			type: 'rent',
			bedrooms: 2,
			bathrooms: 1,
			regularPrice: 1400,
			imageUrls: ['/images/listing-fallback.webp'],
		},
	})
	expect(created.status()).toBe(201)
	const listing = (await created.json()) as { _id: string; moderation: string }
	expect(listing.moderation).toBe('pending')
	const reported = await page.request.post(`/api/listing/report/${listing._id}`, {
		data: { reason: 'scam', details: 'The owner asked for a deposit before any viewing.' },
		headers: { 'X-Forwarded-For': '10.9.9.9' },
	})
	expect(reported.status()).toBe(201)
	return `/listing/${listing._id}`
}

/** Only a folded panel has a toggle to open (small screens, and the map view). */
async function openSearchPanel(page: Page, name: 'Search and filters' | 'Save this search') {
	const toggle = page.locator('summary', { hasText: name })
	if (await toggle.isVisible()) await toggle.click()
}
const openSearchFilters = (page: Page) => openSearchPanel(page, 'Search and filters')

const pages: PageCheck[] = [
	{ name: 'home', path: '/', strict: true, everyEdge: true },
	{
		name: 'home with the phone menu open',
		path: '/',
		scope: 'header',
		phoneOnly: true,
		widthCheckedElsewhere: true,
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
		widthCheckedElsewhere: true,
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
		desktopOnly: true,
		widthCheckedElsewhere: true,
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
	{ name: 'property filters open', path: '/property?filters=open', scope: 'main' },
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
		widthCheckedElsewhere: true,
		prepare: async (page) => {
			await page.getByRole('main').getByRole('button', { name: 'Send message' }).click()
			await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
		},
	},
	{ name: 'newsletter', path: '/newsletter' },
	{ name: 'search', path: '/search' },
	{
		name: 'search with results and its filters open',
		path: '/search?searchTerm=villa',
		prepare: openSearchFilters,
		everyEdge: true,
	},
	{ name: 'search without a result', path: '/search?searchTerm=zzqxnothingmatches', scope: 'main' },
	{ name: 'search with a term, signed in', path: '/search?searchTerm=house&type=sale', signedIn: 'member' },
	{
		name: 'search with invalid filters',
		path: '/search?minPrice=abc&sort=nonsense&limit=-4',
		scope: 'main',
	},
	{ name: 'search, map view', path: '/search?view=map&bbox=-88.3,41.6,-87.5,42.1', scope: 'main' },
	{
		name: 'search near a point, map view',
		path: '/search?view=map&near=41.88,-87.65&radiusKm=50&sort=distance',
		scope: 'main',
	},
	{
		name: 'search near a point, map view, before its scripts run',
		path: '/search?view=map&near=41.88,-87.65&radiusKm=50&sort=distance',
		scope: 'main',
		withoutScripts: true,
	},
	{ name: 'search near a point', path: '/search?near=41.88,-87.65&radiusKm=50&sort=distance', scope: 'main' },
	{ name: 'search by a place of several of its name', path: '/search?where=Springfield', scope: 'main' },
	{ name: 'search by a misspelt place', path: '/search?where=Seatle', scope: 'main' },
	{ name: 'listing', path: demoListingPath, strict: true, everyEdge: true },
	{ name: 'listing before its scripts run', path: demoListingPath, strict: true, withoutScripts: true },
	{ name: 'all photos of a listing', path: async (page) => `${await demoListingPath(page)}/photos`, strict: true },
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
		widthCheckedElsewhere: true,
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
		widthCheckedElsewhere: true,
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
		widthCheckedElsewhere: true,
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
		widthCheckedElsewhere: true,
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
	{ name: 'listing held for a check, seen by its owner', path: heldListingPath, signedIn: 'member' },
	{
		name: 'moderation queue with a held listing',
		path: async (page) => {
			await heldListingPath(page)
			return '/admin'
		},
		signedIn: 'admin',
		everyEdge: true,
	},
	{ name: 'audit log', path: '/admin/log', signedIn: 'admin' },
	{ name: 'report a listing', path: async (page) => `${await demoListingPath(page)}/report` },
	{ name: 'moderation queue, signed out', path: '/admin', status: 401, scope: 'main' },
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
	{ name: 'messages', path: '/messages', signedIn: 'member', everyEdge: true },
	{ name: 'owner dashboard', path: '/dashboard', signedIn: 'owner', everyEdge: true },
	{
		name: 'viewing times, seen by the owner',
		path: async (page) => `${await demoListingPath(page)}/viewings`,
		signedIn: 'owner',
	},
	{ name: 'your viewings', path: '/viewings', signedIn: 'member' },
	{
		name: 'saved searches and homes',
		path: '/search?type=rent&parking=true',
		signedIn: 'member',
		prepare: async (page) => {
			await openSearchPanel(page, 'Save this search')
			await page.getByRole('button', { name: 'Save this search' }).click()
			await expect(page.getByRole('link', { name: 'Rent · parking', exact: true })).toBeVisible()
		},
	},
	{
		name: 'unsubscribe, nothing to unsubscribe from',
		path: '/alerts/unsubscribe?search=00000000-0000-4000-8000-000000000000&token=x',
		status: 404,
	},
	{
		name: 'a conversation',
		path: async (page) => startConversation(page, await demoListingPath(page), 'A long message. '.repeat(40)),
		signedIn: 'member',
	},
]

/** Runs axe on the page as it is; returns the serious and critical violations, readable, and the rest apart. */
async function audit(page: Page, label: string, scope?: string) {
	const violations = await axeViolations(page, scope)
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

/** Where axe looks at a page in a theme: the light theme at phone width, the dark one at desktop width, unless the state has one width only. */
function viewportFor(check: PageCheck, theme: 'light' | 'dark') {
	return check.phoneOnly ? AXE_VIEWPORTS.light : check.desktopOnly ? AXE_VIEWPORTS.dark : AXE_VIEWPORTS[theme]
}

/**
 * Turns the loaded page dark as the server renders it for the dark theme's cookie (the `dark` class on
 * <html>: the themes differ in CSS alone), keeping the state the page was brought to, and waits until
 * the colours' transitions have ended, so that axe measures the contrast of the colours at rest.
 */
async function switchToDarkInPlace(page: Page) {
	await page.evaluate(async () => {
		document.documentElement.classList.replace('light', 'dark')
		const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
		await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
	})
}

/** The elements that reach past the right edge, for the failure message. */
function overflowing(page: Page, width: number) {
	return page.evaluate((viewport) => {
		const found: string[] = []
		for (const element of document.querySelectorAll('body *')) {
			const box = element.getBoundingClientRect()
			if (box.width === 0 || box.right <= viewport + 0.5) continue
			if (element.closest('[class*="overflow-x-auto"], [class*="overflow-hidden"], [class*="fixed"]')) continue
			found.push(
				`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right edge at ${Math.round(box.right)} px`,
			)
			if (found.length === 3) break
		}
		return found
	}, width)
}

async function expectFits(page: Page, path: string, widths: readonly number[]) {
	for (const width of widths) {
		await page.setViewportSize({ width, height: 800 })
		const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(
			scrollWidth,
			`${path} at ${width} px is ${scrollWidth} px wide: ${(await overflowing(page, width)).join('; ')}`,
		).toBeLessThanOrEqual(width)
	}
}

/**
 * A browser context per worker for each kind of visitor (and for each with the scripts blocked),
 * made and signed in on first use: every page reuses its cache, and each test opens a page of its own.
 */
const pageTest = test.extend<
	object,
	{ contextFor: (who: Visitor, withoutScripts?: boolean) => Promise<BrowserContext> }
>({
	contextFor: [
		async ({ browser }, use) => {
			const contexts = new Map<string, Promise<BrowserContext>>()
			const open = async (who: Visitor, withoutScripts: boolean) => {
				const context = await browser.newContext({ baseURL })
				// axe runs as a script in the page, so the page without JavaScript is the page with the app's own scripts blocked.
				if (withoutScripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort())
				if (who === 'visitor') return context
				const page = await context.newPage()
				if (who === 'owner') await signInAsDemoOwner(page)
				else if (who === 'admin') await signInAsDemoAdmin(page)
				else await signInAsNewMember(page, 'pages')
				await page.close()
				return context
			}
			await use((who, withoutScripts = false) => {
				const key = `${who}${withoutScripts ? ' without scripts' : ''}`
				if (!contexts.has(key)) contexts.set(key, open(who, withoutScripts))
				return contexts.get(key)!
			})
			for (const context of contexts.values()) await (await context).close()
		},
		{ scope: 'worker' },
	],
})

for (const check of pages) {
	const widths = check.widthCheckedElsewhere
		? []
		: check.phoneOnly
			? [320, 360]
			: check.everyEdge
				? [...WIDTHS, ...EDGE_WIDTHS].sort((a, b) => a - b)
				: WIDTHS
	pageTest(
		`${check.name}: ${widths.length ? `fits the screen at ${widths.join(', ')} px; ` : ''}no serious or critical axe violations in either theme`,
		async ({ contextFor }, testInfo) => {
			// A page load and two axe runs of a whole page: seconds each on a busy machine.
			pageTest.slow()
			const context = await contextFor(check.signedIn ?? 'visitor', check.withoutScripts)
			const page = await context.newPage()
			const severe: string[] = []
			const lesser: string[] = []
			try {
				const path = typeof check.path === 'string' ? check.path : await check.path(page)
				await setTheme(context, baseURL, 'light')
				await page.setViewportSize(widths.length ? { width: widths[0]!, height: 800 } : viewportFor(check, 'light'))
				const response = await page.goto(path)
				expect(response?.status(), `${path} answers`).toBe(check.status ?? 200)
				await expect(page.locator('html')).toHaveClass('light')
				await check.prepare?.(page)
				await expectFits(page, path, widths)
				for (const theme of ['light', 'dark'] as const) {
					const viewport = viewportFor(check, theme)
					await page.setViewportSize(viewport)
					if (theme === 'dark') await switchToDarkInPlace(page)
					const found = await audit(page, `${path} (${theme}, ${viewport.width}×${viewport.height})`, check.scope)
					severe.push(...found.severe)
					lesser.push(...found.lesser)
				}
			} finally {
				await page.close()
			}
			// Moderate and minor findings do not fail the test; they are kept with its results.
			for (const finding of lesser) testInfo.annotations.push({ type: 'axe (moderate or minor)', description: finding })
			expect(severe, `serious or critical axe violations:\n${severe.join('\n')}`).toEqual([])
			if (check.strict) expect(lesser, `moderate or minor axe violations:\n${lesser.join('\n')}`).toEqual([])
		},
	)
}
