// After `remix vite:build`: every script, style sheet and SVG under build/client/assets gets a brotli
// (quality 11) and a gzip (level 9) copy beside it, which server.js sends as they are; nothing
// under /assets is compressed again per request.
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = 'build/client/assets'
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml)$/

let files = 0
let before = 0
let after = 0
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
	if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
	const file = path.join(entry.parentPath ?? entry.path, entry.name)
	const content = fs.readFileSync(file)
	const brotli = brotliCompressSync(content, {
		params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
	})
	fs.writeFileSync(`${file}.br`, brotli)
	fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
	files++
	before += content.length
	after += brotli.length
}
console.log(
	`precompressed ${files} files: ${(before / 1024).toFixed(0)} kB, ${(after / 1024).toFixed(0)} kB with brotli`,
)
