import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { inlineScriptHashes } from './csp.server'

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
