import { type Cheerio, type CheerioAPI, load } from 'cheerio'
import { type AnyNode, type Element } from 'domhandler'
import { expect } from 'vitest'

/**
 * A visitor without JavaScript, over HTTP: it keeps its cookies, reads each page with a real HTML
 * parser (cheerio, on parse5), fills in and submits forms as a browser does (the entry list of the
 * HTML standard: named, enabled controls, checked boxes, the chosen options, the pressed button), and
 * follows redirects. Fields and buttons are found by their accessible names, as a person finds them.
 */
export class Visitor {
	readonly cookies = new Map<string, string>()
	readonly headers: Record<string, string>

	constructor(
		readonly baseUrl: string,
		headers: Record<string, string> = {},
	) {
		this.headers = { 'X-Forwarded-For': randomClientAddress(), ...headers }
	}

	get cookieHeader() {
		return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
	}

	/** Opens a page (following redirects). */
	get(path: string) {
		return this.request(path)
	}

	/** A request as the browser sends it (cookies, this visitor's address; Origin on other methods), following redirects. */
	async request(path: string, init: RequestInit = {}): Promise<Page> {
		let url = new URL(path, this.baseUrl)
		let method = init.method ?? 'GET'
		let body = init.body
		for (let hop = 0; hop < 10; hop++) {
			const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string>) })
			if (this.cookies.size) headers.set('Cookie', this.cookieHeader)
			if (method !== 'GET' && method !== 'HEAD') headers.set('Origin', new URL(this.baseUrl).origin)
			const response = await fetch(url, { method, headers, body, redirect: 'manual' })
			this.keepCookies(response)
			const location = response.headers.get('Location')
			if (response.status >= 300 && response.status < 400 && location) {
				await response.arrayBuffer()
				url = new URL(location, url)
				if (response.status !== 307 && response.status !== 308) {
					method = 'GET'
					body = undefined
				}
				continue
			}
			return new Page(this, url, response, await response.text())
		}
		throw new Error(`Too many redirects from ${path}`)
	}

	/** A JSON request to the API with this visitor's cookies; the parsed answer and its status. */
	async api<T = unknown>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
		const headers = new Headers({ ...this.headers, 'Content-Type': 'application/json' })
		if (this.cookies.size) headers.set('Cookie', this.cookieHeader)
		if (method !== 'GET') headers.set('Origin', new URL(this.baseUrl).origin)
		const response = await fetch(new URL(path, this.baseUrl), {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
		})
		this.keepCookies(response)
		const text = await response.text()
		return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers }
	}

	private keepCookies(response: Response) {
		for (const line of response.headers.getSetCookie()) {
			const [pair, ...attributes] = line.split(';')
			const at = pair!.indexOf('=')
			const name = pair!.slice(0, at).trim()
			const value = pair!.slice(at + 1).trim()
			const expired = attributes.some((attribute) => {
				const [key, val] = attribute.trim().split('=')
				if (key?.toLowerCase() === 'max-age') return Number(val) <= 0
				if (key?.toLowerCase() === 'expires') return new Date(val!).getTime() <= Date.now()
				return false
			})
			if (expired || value === '') this.cookies.delete(name)
			else this.cookies.set(name, value)
		}
	}
}

/** A client address of the documentation ranges' kind, one per visitor (limits count per address). */
export function randomClientAddress() {
	const part = () => 1 + Math.floor(Math.random() * 254)
	return `10.${part()}.${part()}.${part()}`
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

type Name = string | RegExp
const matches = (name: Name, text: string) => (typeof name === 'string' ? text === name : name.test(text))

/** A page as the server sent it: its status, final address, headers and parsed document. */
export class Page {
	readonly $: CheerioAPI
	readonly status: number
	readonly headers: Headers

	constructor(
		readonly visitor: Visitor,
		readonly url: URL,
		response: Response,
		readonly html: string,
	) {
		this.status = response.status
		this.headers = response.headers
		this.$ = load(html)
	}

	/** The address's path, query and fragment, as a test compares it. */
	get path() {
		return `${this.url.pathname}${this.url.search}${this.url.hash}`
	}

	/** The visible text of the document (or of the part a selector picks), whitespace collapsed. */
	text(selector = 'body') {
		const part = this.$(selector).clone()
		part.find('script, style, template, [hidden], [aria-hidden="true"]').remove()
		return normalise(part.text())
	}

	/** The page's `<title>`. */
	get title() {
		return normalise(this.$('title').first().text())
	}

	/** The text of an element's accessible name: aria-label, aria-labelledby, its labels, or its own text. */
	accessibleName(element: Cheerio<Element>): string {
		const $ = this.$
		const label = element.attr('aria-label')
		if (label) return normalise(label)
		const labelledBy = element.attr('aria-labelledby')
		if (labelledBy)
			return normalise(
				labelledBy
					.split(/\s+/)
					.map((id) => textWithoutHidden($, $(`[id="${id}"]`)))
					.join(' '),
			)
		const id = element.attr('id')
		const labels = [...(id ? $(`label[for="${id}"]`).toArray() : []), ...element.parents('label').toArray()].map(
			(node) => textWithoutHidden($, $(node), element),
		)
		if (labels.length) return normalise(labels.join(' '))
		if (element.is('input[type="submit"], input[type="button"]')) return normalise(element.attr('value') ?? '')
		if (element.is('input[type="image"]')) return normalise(element.attr('alt') ?? '')
		const own = textWithoutHidden($, element)
		return own || normalise(element.attr('title') ?? '')
	}

	/** The form control whose accessible name is `name` (exactly, or matching a pattern). */
	field(name: Name, within = 'body') {
		const found = this.$(within)
			.find('input:not([type="hidden"]), select, textarea')
			.toArray()
			.map((node) => this.$(node))
			.filter((element) => matches(name, this.accessibleName(element)))
		expect(found, `a field named ${String(name)} on ${this.path}`).toHaveLength(1)
		return found[0]!
	}

	/** The buttons (and submit inputs) named `name`. */
	buttons(name: Name, within = 'body') {
		return this.$(within)
			.find('button, input[type="submit"], input[type="image"]')
			.toArray()
			.map((node) => this.$(node))
			.filter((element) => matches(name, this.accessibleName(element)))
	}

	/** The links named `name`. */
	links(name: Name, within = 'body') {
		return this.$(within)
			.find('a[href]')
			.toArray()
			.map((node) => this.$(node))
			.filter((element) => matches(name, this.accessibleName(element)))
	}

	/** The address of the one link named `name` (the first of several with `first`). */
	href(name: Name, { within = 'body', first = false } = {}) {
		const found = this.links(name, within)
		if (!first) expect(found, `one link named ${String(name)} on ${this.path}`).toHaveLength(1)
		expect(found.length, `a link named ${String(name)} on ${this.path}`).toBeGreaterThan(0)
		return found[0]!.attr('href')!
	}

	/** Follows the link named `name`. */
	follow(name: Name, options?: { within?: string; first?: boolean }) {
		return this.visitor.get(new URL(this.href(name, options), this.url).href)
	}

	/** The error message a field points to (aria-describedby / aria-errormessage), or ''. */
	errorOf(name: Name, within?: string) {
		const element = this.field(name, within)
		const ids = `${element.attr('aria-errormessage') ?? ''} ${element.attr('aria-describedby') ?? ''}`
		return normalise(
			ids
				.split(/\s+/)
				.filter(Boolean)
				.map((id) => this.$(`[id="${id}"]`).text())
				.join(' '),
		)
	}

	/** The current value of a field, as the browser shows it. */
	valueOf(name: Name, within?: string) {
		return valueOf(this.$, this.field(name, within))
	}

	/** The form that the button named `button` submits, ready to fill in. */
	form(button: Name, { within = 'body', index = 0 } = {}) {
		const found = this.buttons(button, within)
		expect(found.length, `a button named ${String(button)} on ${this.path}`).toBeGreaterThan(index)
		return new Form(this, found[index]!)
	}

	/** The form of the field named `field`, submitted as Enter in that field does (a search box without a button). */
	formWith(field: Name, within = 'body') {
		const element = this.field(field, within)
		const owner = element.attr('form')
		return new Form(
			this,
			undefined,
			owner ? this.$(`form[id="${owner}"]`) : (element.closest('form') as Cheerio<Element>),
		)
	}
}

function textWithoutHidden($: CheerioAPI, element: Cheerio<AnyNode>, except?: Cheerio<Element>) {
	const copy = element.clone()
	copy.find('[aria-hidden="true"], script, style, select, textarea').remove()
	if (except) copy.find('input').remove()
	// A picture inside a link or button names it by its text alternative.
	copy.find('img[alt]').each((_, image) => {
		$(image).replaceWith(` ${$(image).attr('alt')} `)
	})
	if (copy.is('img[alt]')) return normalise(copy.attr('alt')!)
	return normalise(copy.text())
}

function valueOf($: CheerioAPI, element: Cheerio<Element>): string {
	if (element.is('textarea')) return element.text().replace(/^\n/, '')
	if (element.is('select')) {
		const chosen = element.find('option[selected]').first()
		const option = chosen.length ? chosen : element.find('option').first()
		return option.attr('value') ?? normalise(option.text())
	}
	return element.attr('value') ?? ''
}

type FileEntry = { name: string; type: string; content: Buffer | Uint8Array | string }

/** A form with the values a person gives it, submitted as the browser would. */
export class Form {
	readonly element: Cheerio<Element>
	private readonly values = new Map<Element, string | boolean | FileEntry[]>()

	constructor(
		readonly page: Page,
		private submitter?: Cheerio<Element>,
		form?: Cheerio<Element>,
	) {
		const owner = submitter?.attr('form')
		this.element = form ?? (owner ? page.$(`form[id="${owner}"]`) : (submitter!.closest('form') as Cheerio<Element>))
		expect(this.element.length, 'the control belongs to a form').toBe(1)
	}

	/** The controls of this form in tree order: inside it, or elsewhere with its id in `form`. */
	private controls() {
		const $ = this.page.$
		const id = this.element.attr('id')
		return $('input, select, textarea, button')
			.toArray()
			.filter((node) => {
				const control = $(node)
				const owner = control.attr('form')
				if (owner) return owner === id
				return control.closest('form').is(this.element)
			})
	}

	private control(name: Name) {
		const owned = new Set(this.controls())
		const found = this.page
			.$('input:not([type="hidden"]), select, textarea')
			.toArray()
			.filter((node) => owned.has(node) && matches(name, this.page.accessibleName(this.page.$(node))))
		expect(found, `a field named ${String(name)} in the form`).toHaveLength(1)
		return found[0]!
	}

	fill(name: Name, value: string) {
		this.values.set(this.control(name), value)
		return this
	}

	check(name: Name, checked = true) {
		const node = this.control(name)
		const $ = this.page.$
		if ($(node).attr('type') === 'radio' && checked) {
			const group = $(node).attr('name')
			for (const other of this.controls())
				if ($(other).attr('type') === 'radio' && $(other).attr('name') === group) this.values.set(other, false)
		}
		this.values.set(node, checked)
		return this
	}

	uncheck(name: Name) {
		return this.check(name, false)
	}

	/** Chooses the option whose text (or value) is `option`. */
	select(name: Name, option: string) {
		const node = this.control(name)
		const options = this.page.$(node).find('option').toArray()
		const chosen =
			options.find((entry) => normalise(this.page.$(entry).text()) === option) ??
			options.find((entry) => this.page.$(entry).attr('value') === option)
		expect(chosen, `an option ${option} in ${String(name)}`).toBeDefined()
		this.values.set(node, this.page.$(chosen!).attr('value') ?? normalise(this.page.$(chosen!).text()))
		return this
	}

	attach(name: Name, files: FileEntry[]) {
		this.values.set(this.control(name), files)
		return this
	}

	/** The entry list the browser would send (files apart). */
	entries() {
		const $ = this.page.$
		const list: Array<[string, string | FileEntry]> = []
		for (const node of this.controls()) {
			const control = $(node)
			const name = control.attr('name')
			if (!name || control.is('[disabled]') || control.closest('fieldset[disabled]').length) continue
			const type = (control.attr('type') ?? (control.is('button') ? 'submit' : 'text')).toLowerCase()
			const given = this.values.get(node)
			if (control.is('button') || type === 'submit' || type === 'image' || type === 'reset' || type === 'button') {
				if (node === this.submitter?.[0]) list.push([name, control.attr('value') ?? ''])
				continue
			}
			if (type === 'checkbox' || type === 'radio') {
				const checked = given === undefined ? control.is('[checked]') : given === true
				if (checked) list.push([name, control.attr('value') ?? 'on'])
				continue
			}
			if (type === 'file') {
				for (const file of (given as FileEntry[] | undefined) ?? []) list.push([name, file])
				continue
			}
			list.push([name, typeof given === 'string' ? given : valueOf($, control)])
		}
		return list
	}

	/** Presses `button` (by default the one the form was found by) and returns the page that comes back. */
	async submit(button?: Name) {
		if (button !== undefined) {
			const owned = new Set(this.controls())
			const found = this.page.buttons(button).filter((element) => owned.has(element[0]!))
			expect(found, `a button named ${String(button)} in the form`).toHaveLength(1)
			this.submitter = found[0]!
		}
		const submitter = this.submitter
		const action = submitter?.attr('formaction') ?? this.element.attr('action') ?? this.page.path
		const method = (submitter?.attr('formmethod') ?? this.element.attr('method') ?? 'get').toUpperCase()
		const enctype = submitter?.attr('formenctype') ?? this.element.attr('enctype') ?? ''
		const target = new URL(action, this.page.url)
		target.hash = ''
		const entries = this.entries()
		if (method === 'GET') {
			target.search = new URLSearchParams(
				entries.map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
			).toString()
			return this.page.visitor.get(target.href)
		}
		let body: FormData | URLSearchParams
		if (enctype === 'multipart/form-data') {
			body = new FormData()
			for (const [name, value] of entries) {
				if (typeof value === 'string') body.append(name, value)
				else body.append(name, new Blob([value.content as BlobPart], { type: value.type }), value.name)
			}
		} else {
			body = new URLSearchParams(entries.map(([name, value]) => [name, typeof value === 'string' ? value : value.name]))
		}
		return this.page.visitor.request(target.href, { method, body })
	}
}
