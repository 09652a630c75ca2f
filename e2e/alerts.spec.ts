import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config'
import { DEMO_OWNER, signUpAndSignIn } from './support/accounts'
import { linkIn, mailTo } from './support/mail'

const uniqueWord = () => `lark${Math.random().toString(36).slice(2, 8)}`

test('save a search, another member lists a matching home, the alert arrives and unsubscribes in one click', async ({
	page,
	playwright,
}) => {
	test.slow()
	const member = await signUpAndSignIn(page, 'alerts')
	// Alerts go to verified addresses.
	await page.goto(linkIn(await mailTo(member.email, 'Confirm your e-mail address for Homestead'), '/verify-email'))

	const word = uniqueWord()
	await page.goto(`/search?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	const save = page.getByRole('region', { name: 'Save this search' })
	await expect(save.getByLabel('Name')).toHaveValue(`Rent · "${word}"`)
	await save.getByLabel('E-mail me new homes').selectOption('instant')
	await save.getByRole('button', { name: 'Save this search' }).click()
	await expect(page).toHaveURL(/\/saved$/)
	await expect(page.getByText(`Saved “Rent · "${word}"”. New homes are mailed to you at once.`)).toBeVisible()
	await expect(page.getByRole('link', { name: `Rent · "${word}"` })).toBeVisible()

	// Another member lists a matching home.
	const owner = await playwright.request.newContext({ baseURL })
	await owner.post('/api/auth/signin', { data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password } })
	const created = await owner.post('/api/listing/create', {
		data: {
			name: `Flat by the ${word} lane`,
			description: 'Bright and quiet.',
			address: '3 Lark Lane',
			type: 'rent',
			bedrooms: 2,
			bathrooms: 1,
			regularPrice: 1400,
			imageUrls: ['/images/listing-fallback.webp'],
		},
	})
	expect(created.status()).toBe(201)
	await owner.dispose()

	const alert = await mailTo(member.email, `1 new home for “Rent · "${word}"”`)
	expect(alert.text).toContain(`Flat by the ${word} lane`)
	await page.goto(linkIn(alert, '/alerts/unsubscribe'))
	await expect(page.getByText(`Stop alerts for “Rent · "${word}"”?`)).toBeVisible()
	await page.getByRole('button', { name: 'Unsubscribe' }).click()
	await expect(page.getByText(`Done: alerts for “Rent · "${word}"” are off.`)).toBeVisible()
	await page.goto('/saved')
	await expect(page.getByText('E-mail alerts are off')).toBeVisible()

	// Deleting asks once more.
	await page.getByText(`Delete the search Rent · "${word}"`, { exact: true }).click()
	await expect(page.getByRole('link', { name: `Rent · "${word}"` })).toBeVisible()
	await page.getByRole('button', { name: `Yes, delete the search Rent · "${word}"` }).click()
	await expect(page.getByText('The search was deleted.')).toBeVisible()
	await expect(page.getByRole('link', { name: `Rent · "${word}"` })).toHaveCount(0)
})

test('a visitor without an account gets an alert with an e-mail address alone, once confirmed', async ({ page }) => {
	const word = uniqueWord()
	const email = `visitor-${word}@example.com`
	await page.goto(`/search?${new URLSearchParams({ searchTerm: word, type: 'sale', parking: 'true' })}`)
	const save = page.getByRole('region', { name: 'Save this search' })
	await save.getByLabel('Your e-mail address').fill(email)
	await save.getByRole('button', { name: 'E-mail me new homes' }).click()
	await expect(page.getByText('Check your mail: we have sent you a link to start the alert.')).toBeVisible()

	const confirmation = await mailTo(email, `Confirm your Homestead alert: Sale · parking · "${word}"`)
	await page.goto(linkIn(confirmation, '/alerts/confirm'))
	await page.getByRole('button', { name: 'Start the alert' }).click()
	await expect(page.getByText(`Your alert “Sale · parking · "${word}"” is on`)).toBeVisible()
})

test('an address the server refuses comes back in the form, with the error beside it, for the same search', async ({
	page,
}) => {
	const word = uniqueWord()
	await page.goto(`/search?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	const save = page.getByRole('region', { name: 'Save this search' })
	// The browser's own check lets this through; the server's does not.
	await save.getByLabel('Your e-mail address').fill('a@b')
	await save.getByRole('button', { name: 'E-mail me new homes' }).click()

	await expect(page).toHaveURL(/\/search\/save$/)
	const email = page.getByRole('main').getByLabel('Your e-mail address')
	await expect(email).toHaveValue('a@b')
	await expect(email).toHaveAttribute('aria-invalid', 'true')
	await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address')
	await expect(page.getByText(`For the search Rent · "${word}"`)).toBeVisible()

	const address = `visitor-${word}@example.com`
	await email.fill(address)
	await page.getByRole('button', { name: 'E-mail me new homes' }).click()
	await expect(page.getByText('Check your mail: we have sent you a link to start the alert.')).toBeVisible()
	await mailTo(address, `Confirm your Homestead alert: Rent · "${word}"`)
})
