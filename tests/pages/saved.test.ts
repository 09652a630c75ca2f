import { expect, test } from 'vitest'
import { newListing, newMember, newVisitor } from '../support/site'
import { type Page } from '../support/visitor'

/** A word no other test's listings contain. */
const uniqueWord = () => `heart${Math.random().toString(36).slice(2, 8)}`

/** Three homes of a member of their own, found by a search for `word`; their ids and names, first listed first. */
async function homesWith(word: string) {
	const owner = await newMember('heartowner')
	const homes = []
	for (const place of ['Meadow', 'Orchard', 'Harbour']) {
		const name = `${place} house ${word}`
		homes.push({ id: await newListing(owner.visitor, { name, type: 'sale', regularPrice: 300_000 }), name })
	}
	return homes
}

/** The heart of the card of home `id` on the page, which must be the only button of that card. */
function heartOf(page: Page, id: string) {
	const card = page.$(`main article[id="listing-${id}"]`)
	expect(card, `the card of ${id} on ${page.path}`).toHaveLength(1)
	const buttons = card.find('button')
	expect(buttons).toHaveLength(1)
	return { name: page.accessibleName(buttons.first()), pressed: buttons.first().attr('aria-pressed') }
}

test('save a home from a search card, find it under Saved homes, remove it', async () => {
	const word = uniqueWord()
	const [home] = await homesWith(word)
	const { visitor } = await newMember('saver')
	const search = `/search?searchTerm=${word}`
	let page = await visitor.get(search)
	expect(heartOf(page, home!.id)).toEqual({ name: `Save ${home!.name}`, pressed: 'false' })

	// The post comes back to the card.
	page = await page.form(`Save ${home!.name}`).submit()
	expect(page.path).toBe(`${search}#listing-${home!.id}`)
	expect(heartOf(page, home!.id)).toEqual({ name: `Remove ${home!.name} from saved homes`, pressed: 'true' })

	page = await page.follow('Saved homes', { within: 'header' })
	expect(page.path).toBe('/saved')
	expect(page.$('main h2').text()).toContain('Saved homes')
	expect(
		page
			.$('main article h3')
			.toArray()
			.map((heading) => page.$(heading).text()),
	).toEqual([home!.name])
	expect(heartOf(page, home!.id).pressed).toBe('true')

	page = await page.form(`Remove ${home!.name} from saved homes`).submit()
	expect(page.path).toBe(`/saved#listing-${home!.id}`)
	expect(page.text('main')).toContain('No saved homes yet.')
	expect(page.$('main article')).toHaveLength(0)

	page = await visitor.get(search)
	expect(heartOf(page, home!.id)).toEqual({ name: `Save ${home!.name}`, pressed: 'false' })
})

test('a heart far down the results comes back to its card, not to the top', async () => {
	const word = uniqueWord()
	const homes = await homesWith(word)
	const { visitor } = await newMember('farsaver')
	const search = `/search?searchTerm=${word}`
	let page = await visitor.get(search)
	const cards = page.$('main article').toArray()
	expect(cards).toHaveLength(3)
	const last = page.$(cards.at(-1)!)
	const id = last.attr('id')!.replace(/^listing-/, '')
	const { name } = homes.find((home) => home.id === id)!

	page = await page.form(`Save ${name}`).submit()
	// The fragment names the card, which the browser scrolls to.
	expect(page.path).toBe(`${search}#listing-${id}`)
	expect(heartOf(page, id)).toEqual({ name: `Remove ${name} from saved homes`, pressed: 'true' })
	// The others stay as they were.
	for (const other of homes.filter((home) => home.id !== id)) expect(heartOf(page, other.id).pressed).toBe('false')
})

test('a visitor who presses the heart signs in and finds the home saved', async () => {
	const word = uniqueWord()
	const [home] = await homesWith(word)
	const member = await newMember('latesaver')
	const visitor = newVisitor()
	const search = `/search?searchTerm=${word}`
	let page = await visitor.get(search)
	page = await page.form(`Save ${home!.name}`).submit()
	expect(page.path).toMatch(/^\/sign-in\?redirectTo=/)
	page = await page.form('Sign in').fill('E-mail', member.email).fill('Password', member.password).submit()
	expect(page.path).toBe(`${search}#listing-${home!.id}`)
	expect(heartOf(page, home!.id)).toEqual({ name: `Remove ${home!.name} from saved homes`, pressed: 'true' })

	page = await visitor.get('/saved')
	expect(
		page
			.$('main article h3')
			.toArray()
			.map((heading) => page.$(heading).text()),
	).toEqual([home!.name])
})
