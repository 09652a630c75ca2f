// The main pages are valid HTML by the Nu Html Checker (the W3C's validator, the vnu-jar package),
// as a visitor without JavaScript is sent them: signed out, signed in, and forms sent back with
// their errors. The pages are saved, then checked in one run of the checker: each start of its
// Java process costs seconds. The only errors allowed are after `</html>`, where Remix streams the
// page's data as scripts (the HTML parser moves them into the body; the checker calls them stray).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'
import vnuJar from 'vnu-jar'
import { demoAdmin, demoOwner, newListing, newMember, newVisitor } from '../support/site'
import { type Page } from '../support/visitor'

type Message = {
	url: string
	firstLine?: number
	lastLine: number
	lastColumn: number
	message: string
	extract?: string
}

/** The checker's errors in the saved pages, each as `file:line.column: message extract`. */
async function checkerErrors(files: string[]) {
	// The checker exits with 1 when it finds an error; its JSON report is on the standard error either way.
	const { stderr } = await promisify(execFile)(
		process.env.JAVA ?? 'java',
		['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files],
		{ maxBuffer: 64 * 1024 * 1024 },
	).catch((error: { stderr?: string; stdout?: string; message: string }) => {
		if (!error.stderr?.startsWith('{')) throw new Error(`The Nu Html Checker did not run: ${error.message}`)
		return { stderr: error.stderr }
	})
	const { messages } = JSON.parse(stderr) as { messages: Message[] }
	return messages.flatMap((message) => {
		const file = new URL(message.url).pathname
		const html = fs.readFileSync(file, 'utf8')
		// The line of `</html>`: what comes after it is the framework's (and a stray tag is fatal there).
		const endLine = html.slice(0, html.lastIndexOf('</html>')).split('\n').length
		if ((message.firstLine ?? message.lastLine) >= endLine && message.lastLine >= endLine) return []
		return [
			`${path.basename(file)}:${message.lastLine}.${message.lastColumn}: ${message.message} ${message.extract ?? ''}`,
		]
	})
}

test('the main pages are valid HTML', { timeout: 120_000 }, async () => {
	const owner = await demoOwner()
	const member = await newMember('markup')
	const listing = await newListing(owner, {
		name: 'A listing checked for its markup',
		description: 'First paragraph.\n\nSecond paragraph, with “quotes” and an é.',
	})
	// A home sold at a price and listed again: its history's chart and table.
	const relisted = await newListing(owner, {
		name: 'A home sold and listed again',
		type: 'sale',
		regularPrice: 400_000,
	})
	for (const body of [
		{ status: 'sold', closePrice: 390_000 },
		{ status: 'active', regularPrice: 410_000 },
	])
		expect((await owner.api(`/api/listing/update/${relisted}`, body)).status).toBe(200)
	const started = await member.visitor.api<{ conversationId: string }>(`/api/listing/contact/${listing}`, {
		message: 'Is it still available?',
	})
	expect(started.status).toBe(201)
	const anyone = newVisitor()
	const admin = await demoAdmin()

	const pages: Record<string, () => Promise<Page>> = {
		home: () => anyone.get('/'),
		'home-2': () => anyone.get('/home-2'),
		'home-3': () => anyone.get('/home-3'),
		'about-us': () => anyone.get('/about-us'),
		'about-2': () => anyone.get('/about-2'),
		services: () => anyone.get('/services'),
		'services-2': () => anyone.get('/services-2'),
		property: () => anyone.get('/property'),
		'property-3': () => anyone.get('/property-3'),
		'property-6': () => anyone.get('/property-6'),
		blog: () => anyone.get('/blog'),
		'blog-2': () => anyone.get('/blog-2'),
		'blog-3': () => anyone.get('/blog-3'),
		'blog-4': () => anyone.get('/blog-4'),
		'blog-post': () => anyone.get('/blog/condo-or-townhouse'),
		'bolg-post': () => anyone.get('/bolg/what-austin-buyers-want-this-fall'),
		contact: () => anyone.get('/contact'),
		'contact-with-errors': async () => (await newVisitor().get('/contact')).form('Send message').submit(),
		newsletter: () => anyone.get('/newsletter'),
		search: () => anyone.get('/search?searchTerm=villa'),
		'search-map': () => anyone.get('/search?view=map&bbox=-88.3,41.6,-87.5,42.1'),
		'search-near': () => anyone.get('/search?near=41.88,-87.65&radiusKm=50&sort=distance'),
		'search-where': () => anyone.get('/search?where=Austin&radiusKm=25'),
		'search-where-ambiguous': () => anyone.get('/search?where=Springfield'),
		'search-where-unknown': () => anyone.get('/search?where=Xyzzyville&type=rent'),
		listing: () => anyone.get(`/listing/${listing}`),
		'listing-sold-and-listed-again': () => anyone.get(`/listing/${relisted}`),
		'not-found': () => anyone.get('/no-such-page'),
		'sign-in': () => anyone.get('/sign-in'),
		'sign-up': () => anyone.get('/sign-up'),
		'sign-up-with-errors': async () => (await newVisitor().get('/sign-up')).form('Sign up').submit(),
		'forgot-password': () => anyone.get('/forgot-password'),
		profile: () => owner.get('/profile'),
		'profile-delete': () => owner.get('/profile/delete'),
		'create-listing': () => owner.get('/create-listing'),
		'create-listing-with-errors': async () => (await owner.get('/create-listing')).form('Create listing').submit(),
		'update-listing': () => owner.get(`/update-listing/${listing}`),
		'listing-of-its-owner': () => owner.get(`/listing/${listing}`),
		'listing-delete': () => owner.get(`/listing/${listing}/delete`),
		'listing-of-a-member': () => member.visitor.get(`/listing/${listing}`),
		messages: () => member.visitor.get('/messages'),
		conversation: () => member.visitor.get(`/messages/${started.body.conversationId}`),
		saved: () => member.visitor.get('/saved'),
		dashboard: () => owner.get('/dashboard'),
		'viewing-times-with-errors': async () =>
			(await owner.get(`/listing/${listing}/viewings`)).form('Offer these times').fill('Date', '2020-01-04').submit(),
		'book-a-viewing': () => member.visitor.get(`/listing/${listing}/viewings`),
		viewings: () => member.visitor.get('/viewings'),
		'admin-queue': () => admin.get('/admin'),
		'admin-search': () => admin.get(`/admin/search?${new URLSearchParams({ q: 'markup' })}`),
		'admin-member': () => admin.get(`/admin/members/${member.id}`),
		'admin-listing': () => admin.get(`/admin/listings/${listing}`),
		'admin-log': () => admin.get('/admin/log'),
	}

	const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-markup-'))
	try {
		const files: string[] = []
		for (const [name, open] of Object.entries(pages)) {
			const page = await open()
			expect(page.html, name).toMatch(/^<!DOCTYPE html>/)
			const file = path.join(folder, `${name}.html`)
			fs.writeFileSync(file, page.html)
			files.push(file)
		}
		expect(await checkerErrors(files)).toEqual([])
	} finally {
		fs.rmSync(folder, { recursive: true, force: true })
	}
})
