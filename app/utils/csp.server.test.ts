import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from './csp.server'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
	test('hashes each inline script’s text as UTF-8, as the browser does, whatever letters it holds', () => {
		const scripts = [
			'window.__data = {"name":"Café Señor","note":"🏡 near the park","tilde":"ñ"}',
			'console.log("plain")',
			'const s = "<\\/div> naïve 日本語"',
		]
		const html = Buffer.from(
			`<!DOCTYPE html><html><head><title>Maison à vendre — 🏡</title><script src="/assets/app.js"></script>` +
				scripts.map((text) => `<script type="module">${text}</script>`).join('<p>é</p>') +
				'<script></script></head><body>Prix : 1 250 €</body></html>',
		)
		expect(inlineScriptHashes(html)).toEqual(scripts.map(sha256))
	})

	test('a script that comes twice is listed once; a document without inline scripts lists none', () => {
		const html = Buffer.from('<script>a()</script><div>ü</div><script>a()</script>')
		expect(inlineScriptHashes(html)).toEqual([sha256('a()')])
		expect(inlineScriptHashes(Buffer.from('<p>nothing to run — rien</p><script src="/x.js"></script>'))).toEqual([])
	})

	test('only script elements count: an element whose name starts so is not one, and a source given in any case is not inline', () => {
		const html = Buffer.from(
			'<scripted>x</scripted><script\ttype="module">b()</script><script SRC="/y.js"></script><script>c()</script>',
		)
		expect(inlineScriptHashes(html)).toEqual([sha256('b()'), sha256('c()')])
	})
})

describe('contentSecurityPolicy', () => {
	test("a document's hashes are script sources, and only there; the rest of the policy is every response's", () => {
		const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part]))
		const plain = directives(contentSecurityPolicy())
		const withHashes = directives(contentSecurityPolicy(["'sha256-a'", "'sha256-b'"]))
		expect(plain.get('script-src')).toBe("script-src 'self'")
		expect(withHashes.get('script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'")
		expect([...withHashes.keys()]).toEqual([...plain.keys()])
		for (const [name, text] of plain) if (name !== 'script-src') expect(withHashes.get(name)).toBe(text)
		expect(plain.get('object-src')).toBe("object-src 'none'")
	})
})
