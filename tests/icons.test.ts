import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { iconNames } from '~/components/icon-names'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'

/** Pages with many icons of many kinds: the shell's, cards', forms', a listing's. */
const PAGES = ['/', '/contact', '/property', '/services', '/search?type=sale']

describe('icons', () => {
	let server: AppServer
	let pages: { path: string; html: string }[]
	beforeAll(async () => {
		server = await startAppServer({ SEED_DEMO: '1' })
		await waitForHealthy(server)
		const listing = /href="(\/listing\/[^"]+)"/.exec(await (await fetch(`${server.url}/search`)).text())?.[1]
		pages = await Promise.all(
			[...PAGES, listing!].map(async (path) => ({ path, html: await (await fetch(server.url + path)).text() })),
		)
	})
	afterAll(() => server?.stop())

	test('every icon on a page is a symbol of the one sprite file, which is served for a year', async () => {
		const uses = pages.flatMap(({ html }) => [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)])
		expect(uses.length).toBeGreaterThan(50)
		const sprites = new Set(uses.map((use) => use[1]))
		expect(sprites.size).toBe(1)
		const [sprite] = sprites
		expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg$/)

		const response = await fetch(server.url + sprite)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
		expect(response.headers.get('Cache-Control')).toMatch(/immutable/)
		const symbols = new Set(
			[...(await response.text()).matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map((m) => m[1]),
		)
		expect([...symbols].sort()).toEqual([...iconNames].sort())
		const missing = uses.map((use) => use[2]).filter((name) => !symbols.has(name))
		expect(missing).toEqual([])
	})

	test('icons are decorative: hidden from assistive technology, the text beside them says it', () => {
		for (const { path, html } of pages) {
			const icons = [...html.matchAll(/<svg([^>]*)><use /g)].map((match) => match[1])
			expect(icons.length, path).toBeGreaterThan(0)
			expect(
				icons.filter((attributes) => !attributes!.includes('aria-hidden="true"')),
				path,
			).toEqual([])
		}
	})
})
