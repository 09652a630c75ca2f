import { expect, type Page, test } from '@playwright/test'
import { expectOnlyOwnOrigin, recordRequests, scrollThrough, setTheme } from './marketing-support'

type Route = { path: string; title: string; h1: RegExp; check?: (page: Page) => Promise<void> }

const routes: Route[] = [
	{
		path: '/',
		title: 'Homestead | Find your property in Austin',
		h1: /Find your property, make it home/,
		check: async (page) => {
			for (const figure of ['12k+', '15k+', '100+', '15250+'])
				await expect(page.getByText(figure, { exact: true })).toBeVisible()
			await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/search')
			await expect(page.getByRole('link', { name: 'Read more about us' })).toHaveAttribute('href', '/about-us')
			await expect(
				page.getByRole('region', { name: /Everything your home needs/ }).getByRole('heading', { level: 3 }),
			).toHaveCount(6)
			await expect(page.getByRole('region', { name: /Homes of every kind/ }).getByRole('link')).toHaveCount(6)
			await expect(page.getByRole('region', { name: 'Latest homes' }).getByRole('article')).toHaveCount(6)
			await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeVisible()
			await expect(page.getByRole('img', { name: 'Lone Star Title' })).toBeVisible()
			await expect(page.getByRole('link', { name: 'List your property' })).toHaveAttribute('href', '/profile')
		},
	},
	{
		path: '/home-2',
		title: 'Your dream home | Homestead',
		h1: /The right home is easier to find/,
		check: async (page) => {
			const tabs = page.getByRole('navigation', { name: 'What would you like to do?' })
			await expect(tabs.getByRole('link', { name: /Buy/ })).toHaveAttribute('href', '/search?type=sale')
			await expect(tabs.getByRole('link', { name: /Rent/ })).toHaveAttribute('href', '/search?type=rent')
			await expect(tabs.getByRole('link', { name: /Sell/ })).toHaveAttribute('href', '/create-listing')
			// Featured: the first three listings on offer, each showing its old price.
			const featured = page.getByRole('region', { name: 'Special offers this week' }).getByRole('article')
			await expect(featured).toHaveCount(3)
			for (const card of await featured.all()) await expect(card).toContainText('was')
			const forSale = page.getByRole('region', { name: 'Homes for sale' }).getByRole('article')
			await expect(forSale).toHaveCount(6)
			for (const card of await forSale.all()) await expect(card).toContainText('For Sale')
			await expect(page.getByRole('heading', { name: 'What kind of home are you looking for?' })).toBeVisible()
			await expect(page.getByRole('heading', { name: /See how we work/ })).toBeVisible()
			await expect(page.getByRole('region', { name: /Notes on buying/ }).getByRole('article')).toHaveCount(3)
		},
	},
	{
		path: '/home-3',
		title: 'Home environment | Homestead',
		h1: /Homes designed around the way you live/,
		check: async (page) => {
			await expect(page.getByRole('region', { name: 'The people you will work with' }).getByRole('img')).toHaveCount(4)
			await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
			await expect(page.getByRole('region', { name: /Notes on buying/ }).getByRole('article')).toHaveCount(3)
			await expect(page.getByRole('region', { name: 'Special offers this week' }).getByRole('article')).toHaveCount(3)
		},
	},
	{
		path: '/about-us',
		title: 'About us | Homestead',
		h1: /About home decoration/,
		check: async (page) => {
			const bars = page.getByRole('progressbar')
			await expect(bars).toHaveCount(4)
			expect(await bars.evaluateAll((list) => list.map((bar) => bar.getAttribute('aria-valuenow')))).toEqual([
				'80',
				'70',
				'90',
				'85',
			])
			await expect(page.getByRole('progressbar', { name: 'Investment plan' })).toHaveAttribute('aria-valuenow', '80')
			await expect(page.getByRole('region', { name: 'The people you will work with' }).getByRole('img')).toHaveCount(8)
		},
	},
	{ path: '/about-2', title: 'Quality renovations | Homestead', h1: /Quality renovations/ },
	{
		path: '/services',
		title: 'Our services | Homestead',
		h1: /Making ideas into reality/,
		check: async (page) => {
			await expect(page.getByRole('progressbar', { name: 'Consulting experience' })).toHaveAttribute(
				'aria-valuenow',
				'70',
			)
			await expect(page.getByRole('progressbar', { name: 'Planning' })).toHaveAttribute('aria-valuenow', '90')
			await expect(page.getByRole('progressbar', { name: 'Grow business' })).toHaveAttribute('aria-valuenow', '85')
			await expect(page.getByRole('heading', { name: /See how we work/ })).toBeVisible()
		},
	},
	{
		path: '/services-2',
		title: 'Service specialists | Homestead',
		h1: /Service specialists provided/,
		check: async (page) => {
			await page.getByText('How are renovation quotes priced?').click()
			await expect(page.getByText(/At a fixed price, itemised by room/)).toBeVisible()
		},
	},
	{
		path: '/property',
		title: 'Properties | Homestead',
		h1: /Homes from our portfolio/,
		check: (page) => expectHomes(page, 'grid'),
	},
	{
		path: '/property-3',
		title: 'Property list | Homestead',
		h1: /Property list/,
		check: (page) => expectHomes(page, 'list'),
	},
	{
		path: '/property-6',
		title: 'Find your next home | Homestead',
		h1: /Find your next home/,
		check: (page) => expectHomes(page, 'grid'),
	},
	{ path: '/blog', title: 'Blog of January | Homestead', h1: /Blog of January/, check: expectBlogCards },
	{ path: '/blog-2', title: 'Blog of April | Homestead', h1: /Blog of April/, check: expectBlogCards },
	{ path: '/blog-3', title: 'Blog of June | Homestead', h1: /Blog of June/, check: expectBlogCards },
	{ path: '/blog-4', title: 'Blog of October | Homestead', h1: /Blog of October/, check: expectBlogCards },
	{
		path: '/bolg/condo-or-townhouse',
		title: 'Condo or townhouse: which suits you better? | Homestead blog',
		h1: /Condo or townhouse/,
		check: async (page) => {
			await expect(page.getByRole('heading', { name: 'What you own' })).toBeVisible()
			await expect(page.getByText('Daniel Okafor').first()).toBeVisible()
			await expect(page.getByRole('region', { name: 'Keep reading' }).getByRole('article')).toHaveCount(3)
		},
	},
	{
		path: '/blog/condo-or-townhouse',
		title: 'Condo or townhouse: which suits you better? | Homestead blog',
		h1: /Condo or townhouse/,
	},
	{
		path: '/contact',
		title: 'Contact us | Homestead',
		h1: /Contact us/,
		check: async (page) => {
			await expect(page.getByRole('img', { name: /Map of downtown Austin/ })).toBeVisible()
			await expect(page.getByRole('link', { name: '+1 (512) 555-0142' }).first()).toHaveAttribute(
				'href',
				'tel:+15125550142',
			)
			await expect(page.getByRole('main').getByRole('link', { name: 'hello@homestead.example' })).toHaveAttribute(
				'href',
				'mailto:hello@homestead.example',
			)
			await expect(page.getByRole('main').getByText('401 Congress Ave, Suite 1540')).toBeVisible()
			for (const label of ['First name', 'Last name', 'Email', 'Message'])
				await expect(page.getByLabel(label, { exact: true })).toBeVisible()
		},
	},
]

async function expectHomes(page: Page, view: 'grid' | 'list') {
	await expect(page.getByRole('heading', { name: 'Showing 1–9 of 25 homes' })).toBeVisible()
	await expect(page.locator(`ul[data-view="${view}"] > li`)).toHaveCount(9)
	await expect(page.getByRole('link', { name: /Ask about/ }).first()).toBeVisible()
}

async function expectBlogCards(page: Page) {
	const results = page.getByRole('region', { name: 'All articles' })
	await expect(results.getByRole('article')).toHaveCount(6)
	const firstCard = results.getByRole('article').first()
	await expect(firstCard.getByText(/Architecture|Interior/)).toBeVisible()
	await expect(firstCard.locator('time')).toBeVisible()
	await expect(firstCard.getByText(/…$/)).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Blog pages' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Luxury Villa', exact: true })).toBeVisible()
}

test.describe('marketing pages', () => {
	for (const route of routes) {
		test(`${route.path} answers with its own title, description and content, from this server only`, async ({
			page,
			baseURL,
		}, testInfo) => {
			const requests = recordRequests(page)
			const response = await page.goto(route.path)
			expect(response?.status()).toBe(200)
			await expect(page).toHaveTitle(route.title)
			const description = await page.locator('meta[name="description"]').getAttribute('content')
			expect(description?.length).toBeGreaterThan(50)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
			await route.check?.(page)
			// What the page loads as it is scrolled through (its lazy images): the same HTML and images
			// with and without JavaScript, and the scripts besides with it; the js project checks it.
			if (testInfo.project.name === 'no-js') return
			await scrollThrough(page)
			await expectOnlyOwnOrigin(requests, baseURL!)
		})

		// Contrast and the rest of axe's checks: e2e/accessibility.spec.ts, every page in both themes.
		test(`${route.path} follows the theme cookie`, async ({ page, context, baseURL }, testInfo) => {
			test.skip(
				testInfo.project.name === 'no-js',
				'the theme is set by the server, in the same HTML with and without JavaScript',
			)
			for (const theme of ['dark', 'light'] as const) {
				await setTheme(context, baseURL!, theme)
				await page.goto(route.path)
				await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
			}
		})
	}

	test('each page has a description of its own', async ({ request }) => {
		const seen = new Map<string, string>()
		for (const route of routes.filter((entry) => !entry.path.startsWith('/blog/'))) {
			const html = await (await request.get(route.path)).text()
			const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1]
			expect(description, route.path).toBeTruthy()
			expect(
				seen.get(description!),
				`${route.path} repeats the description of ${seen.get(description!)}`,
			).toBeUndefined()
			seen.set(description!, route.path)
		}
	})

	test('an unknown blog post is a 404 page', async ({ page }) => {
		for (const path of ['/bolg/no-such-post', '/blog/no-such-post']) {
			const response = await page.goto(path)
			expect(response?.status()).toBe(404)
			await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
			await expect(page).toHaveTitle('Page not found | Homestead')
		}
	})
})
