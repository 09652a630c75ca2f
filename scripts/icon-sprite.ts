// The icon sprite: one SVG file of <symbol>s drawn from lucide's icon data (the lucide-react package),
// written at the start of every build and dev server, and imported by app/components/icon.tsx as
// `virtual:icon-sprite`, whose default export is the sprite's address. Vite fingerprints it like any
// asset (/assets/icons-<hash>.svg, cached for a year), and pages draw each icon with <use href="…#name">.
import fs from 'node:fs/promises'
import path from 'node:path'
import { type Plugin } from 'vite'

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode][]
type IconData = { name: string; size?: number; node: IconNode }

const VIRTUAL_ID = 'virtual:icon-sprite'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/**
 * The strokes every lucide icon shares (lucide-react's default attributes), set once on each symbol.
 * The fill, `none`, is set on each icon's <svg> instead (app/components/icon.tsx): there a class such as
 * `fill-current` can change it, as the page's CSS does not reach into the symbol.
 */
const SYMBOL_ATTRIBUTES = 'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

const escapeAttribute = (value: string | number) =>
	String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function elements(node: IconNode): string {
	return node
		.map(([tag, attributes, children]) => {
			const attributeText = Object.entries(attributes)
				// `key` is React's, not the drawing's.
				.filter(([name]) => name !== 'key')
				.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
				.join('')
			return children?.length ? `<${tag}${attributeText}>${elements(children)}</${tag}>` : `<${tag}${attributeText}/>`
		})
		.join('')
}

/** The sprite's text: a symbol per name, its id the name. */
export async function buildIconSprite(names: readonly string[]) {
	const symbols = await Promise.all(
		names.map(async (name) => {
			const { __iconData: icon } = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData }
			// An alias (trash-2 for trash) only re-exports its icon's component, without the drawing.
			if (!icon) throw new Error(`lucide-react has no drawing named "${name}": use the icon's own name, not an alias`)
			const size = icon.size ?? 24
			return `<symbol id="${name}" viewBox="0 0 ${size} ${size}" ${SYMBOL_ATTRIBUTES}>${elements(icon.node)}</symbol>`
		}),
	)
	return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

/** The Vite plugin: writes the sprite under .cache/ and serves `virtual:icon-sprite` as its URL. */
export function iconSprite({ names }: { names: readonly string[] }): Plugin {
	let file = ''
	return {
		name: 'icon-sprite',
		async configResolved(config) {
			file = path.join(config.root, '.cache', 'icons', 'icons.svg')
			await fs.mkdir(path.dirname(file), { recursive: true })
			const sprite = await buildIconSprite(names)
			// Unchanged content is not rewritten, so a running dev server does not see a change.
			const current = await fs.readFile(file, 'utf8').catch(() => '')
			if (current !== sprite) await fs.writeFile(file, sprite)
		},
		resolveId(id) {
			return id === VIRTUAL_ID ? RESOLVED_ID : undefined
		},
		load(id) {
			// `no-inline`: a file of its own, never a data: URL in the page (the sprite is larger than
			// Vite's inlining limit anyway, but <use> needs a real address).
			return id === RESOLVED_ID ? `export { default } from ${JSON.stringify(`${file}?no-inline`)}` : undefined
		},
	}
}
