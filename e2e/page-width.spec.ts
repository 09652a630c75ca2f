import { expect, type Page, test } from '@playwright/test'
import { demoListings } from '../app/db/demo-listings'
import { DEMO_OWNER, signIn, signUpAndSignIn } from './support/accounts'
import { startConversation } from './support/messages'

/**
 * No page is wider than the screen: at phone, tablet and desktop widths, with and without
 * JavaScript, nothing makes the page scroll sideways (a sidebar, a long word, a fixed width).
 * Each page is loaded once, at the narrowest width, and then widened.
 */

const WIDTHS = [320, 390, 768, 1440] as const
const demoListing = demoListings.find((listing) => listing.name === 'Bright Two-Bedroom Apartment with Balcony')!

type PageCheck = {
	path: string | ((page: Page) => Promise<string>)
	signedIn?: 'owner' | 'member'
	/** Brings the page into the state to check (a panel opened). */
	prepare?: (page: Page) => Promise<void>
}

async function demoListingPath(page: Page) {
	const response = await page.request.get(`/api/listing/get?searchTerm=${encodeURIComponent(demoListing.name)}`)
	const found = ((await response.json()) as Array<{ _id: string; name: string }>).find(
		(listing) => listing.name === demoListing.name,
	)
	expect(found, `the demo listing “${demoListing.name}”`).toBeTruthy()
	return `/listing/${found!._id}`
}

const openFilters = async (page: Page) => {
	// Only a folded panel has a toggle to open (small screens).
	const toggle = page.locator('summary', { hasText: 'Filters' })
	if (await toggle.isVisible()) await toggle.click()
}

const pages: Record<string, PageCheck> = {
	home: { path: '/' },
	'home 2': { path: '/home-2' },
	'home 3': { path: '/home-3' },
	'about us': { path: '/about-us' },
	'about 2': { path: '/about-2' },
	services: { path: '/services' },
	'services 2': { path: '/services-2' },
	'property grid': { path: '/property' },
	'property list': { path: '/property-3' },
	'property 6': { path: '/property-6' },
	'property filters open': { path: '/property?filters=open' },
	blog: { path: '/blog' },
	'blog 2': { path: '/blog-2' },
	'blog 3': { path: '/blog-3' },
	'blog 4': { path: '/blog-4' },
	'blog post': { path: '/blog/condo-or-townhouse' },
	'blog post at /bolg': { path: '/bolg/what-austin-buyers-want-this-fall' },
	contact: { path: '/contact' },
	newsletter: { path: '/newsletter' },
	search: { path: '/search' },
	'search with its filters open': { path: '/search?searchTerm=villa', prepare: openFilters },
	'search without a result': { path: '/search?searchTerm=zzqxnothingmatches' },
	'search with a term, signed in': { path: '/search?searchTerm=house&type=sale', signedIn: 'member' },
	'search with invalid filters': { path: '/search?minPrice=abc&sort=nonsense&limit=-4' },
	'search, map view': { path: '/search?view=map&bbox=-88.3,41.6,-87.5,42.1' },
	'search near a point': { path: '/search?near=41.88,-87.65&radiusKm=50&sort=distance' },
	listing: { path: demoListingPath },
	'sign in': { path: '/sign-in?signedUp=1&error=google' },
	'sign up': { path: '/sign-up' },
	'forgot password': { path: '/forgot-password' },
	'reset password, the link expired': { path: `/reset-password?token=${'x'.repeat(43)}` },
	'not found': { path: '/no-such-page' },
	profile: {
		path: '/profile',
		signedIn: 'owner',
		prepare: async (page) => {
			await page.getByText('Show Listings').click()
			await expect(page.getByRole('heading', { name: 'Your Listings' })).toBeVisible()
		},
	},
	'create listing': { path: '/create-listing', signedIn: 'owner' },
	'update listing': {
		path: async (page) => (await demoListingPath(page)).replace('/listing/', '/update-listing/'),
		signedIn: 'owner',
	},
	'listing seen by its owner': { path: demoListingPath, signedIn: 'owner' },
	messages: { path: '/messages', signedIn: 'owner' },
	'saved searches and homes': {
		path: '/search?type=sale&furnished=true',
		signedIn: 'owner',
		prepare: async (page) => {
			await page.getByRole('button', { name: 'Save this search' }).click()
			await expect(page.getByRole('link', { name: 'Sale · furnished' })).toBeVisible()
		},
	},
	'a conversation': {
		path: async (page) => startConversation(page, await demoListingPath(page), 'A long message. '.repeat(40)),
		signedIn: 'member',
	},
	'listing with the contact panel open': {
		path: demoListingPath,
		signedIn: 'member',
		prepare: async (page) => {
			await page.getByText('Contact landlord').click()
			await expect(page.getByLabel('Message', { exact: true })).toBeVisible()
		},
	},
	'delete listing confirmation': { path: async (page) => `${await demoListingPath(page)}/delete`, signedIn: 'owner' },
	'delete account confirmation': { path: '/profile/delete', signedIn: 'owner' },
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

for (const [name, check] of Object.entries(pages)) {
	test(`${name} fits the screen at ${WIDTHS.join(', ')} px`, async ({ page }) => {
		if (check.signedIn === 'owner') {
			await page.goto('/sign-in')
			await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password)
			await expect(page.getByRole('banner').getByRole('link', { name: /your profile/ })).toBeVisible()
		} else if (check.signedIn === 'member') {
			await signUpAndSignIn(page, 'width')
		}
		const path = typeof check.path === 'string' ? check.path : await check.path(page)
		// Loaded once at the narrowest width, then widened as a rotated phone or a resized window is:
		// the layout follows the viewport without a reload, with and without JavaScript.
		await page.setViewportSize({ width: WIDTHS[0], height: 800 })
		await page.goto(path)
		await check.prepare?.(page)
		for (const width of WIDTHS) {
			await page.setViewportSize({ width, height: 800 })
			const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
			expect(
				scrollWidth,
				`${path} at ${width} px is ${scrollWidth} px wide: ${(await overflowing(page, width)).join('; ')}`,
			).toBeLessThanOrEqual(width)
		}
	})
}
