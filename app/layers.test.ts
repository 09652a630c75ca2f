import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

/*
 * The layers of README.md (Architecture), checked on the imports of app/ (static and `import()`):
 * routes → components and route-local code → services → models → db; schemas, content and utils
 * are leaves. Type-only imports of the database's row types (db/schema.ts) are allowed anywhere.
 * A subsystem (a folder of its own: the page cache) is a leaf too, and the rest of the app reaches it
 * only through its index.
 */

const APP = path.resolve('app')

type Import = { from: string; to: string; typeOnly: boolean }

function sourceFiles(directory: string): string[] {
	return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(directory, entry.name)
		if (entry.isDirectory()) return sourceFiles(file)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
	})
}

function resolve(from: string, specifier: string) {
	const base = specifier.startsWith('~/')
		? path.join(APP, specifier.slice(2))
		: specifier.startsWith('.')
			? path.resolve(path.dirname(from), specifier)
			: undefined
	if (!base) return undefined
	const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
		(candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
	)
	return file && path.relative(APP, file).split(path.sep).join('/')
}

function importsOf(file: string): Import[] {
	const source = fs.readFileSync(file, 'utf8')
	const from = path.relative(APP, file).split(path.sep).join('/')
	const found: Import[] = []
	for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+['"]([^'"]+)['"]/gms)) {
		const to = resolve(file, match[3]!)
		if (!to) continue
		const names = /^\{([^}]*)\}$/s.exec(match[2]!.trim())?.[1]
		const allTypes =
			names !== undefined && names.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))
		found.push({ from, to, typeOnly: Boolean(match[1]) || allTypes })
	}
	// import('…'): loaded when it runs, a value all the same; `typeof import('…')` names only its types.
	for (const match of source.matchAll(/(\btypeof\s+)?\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) {
		const to = resolve(file, match[2]!)
		if (to) found.push({ from, to, typeOnly: Boolean(match[1]) })
	}
	return found
}

const imports = sourceFiles(APP).flatMap(importsOf)

function layerOf(file: string) {
	if (file.startsWith('routes/') || ['root.tsx', 'entry.server.tsx', 'entry.client.tsx'].includes(file)) return 'routes'
	return file.split('/')[0]!
}

/** Folders of app/ that each hold one subsystem, with an index.ts that is its public face. */
const SUBSYSTEMS = ['page-cache', 'moderation', 'mail']

/** What each layer may import (besides itself); anything else is a step up or sideways. */
const allowed: Record<string, string[]> = {
	routes: ['components', 'services', 'models', 'schemas', 'content', 'utils', ...SUBSYSTEMS],
	components: ['schemas', 'content', 'utils', ...SUBSYSTEMS],
	services: ['models', 'schemas', 'utils', ...SUBSYSTEMS],
	models: ['db', 'schemas', 'utils', ...SUBSYSTEMS],
	db: ['schemas', 'utils'],
	schemas: ['content', 'utils'],
	content: ['schemas', 'utils'],
	utils: [],
	...Object.fromEntries(SUBSYSTEMS.map((subsystem) => [subsystem, ['schemas', 'content', 'utils']])),
}

function breaks({ from, to, typeOnly }: Import) {
	if (typeOnly && to === 'db/schema.ts') return false
	// Only models open the database (and the server entry, which hands connect and closeDb to server.js).
	if (to === 'db/client.server.ts') return !['models', 'db'].includes(layerOf(from)) && from !== 'entry.server.tsx'
	const [source, target] = [layerOf(from), layerOf(to)]
	if (source === target || allowed[source]?.includes(target)) return false
	// A leaf may name a subsystem's types (the request's context names the page cache's keeper).
	if (typeOnly && SUBSYSTEMS.includes(target)) return false
	// Components name their route's loader or action type (useLoaderData<typeof loader>).
	return !(typeOnly && source === 'components' && target === 'routes')
}

describe('layers', () => {
	test('every import points down the layers', () => {
		expect(imports.length).toBeGreaterThan(100)
		expect(imports.filter(breaks).map(({ from, to }) => `${from} -> ${to}`)).toEqual([])
	})

	test('the rest of the app reaches a subsystem only through its index', () => {
		const into = imports.filter(({ from, to }) => SUBSYSTEMS.includes(layerOf(to)) && layerOf(from) !== layerOf(to))
		expect(into.length).toBeGreaterThan(0)
		expect(into.filter(({ to }) => !to.endsWith('/index.ts')).map(({ from, to }) => `${from} -> ${to}`)).toEqual([])
	})

	test('components import server modules only for their types', () => {
		const fromComponents = imports.filter(({ from }) => layerOf(from) === 'components')
		expect(fromComponents.filter(({ to, typeOnly }) => to.includes('.server') && !typeOnly)).toEqual([])
	})

	test("a route folder's own modules (`__*`) are imported only from that folder", () => {
		const local = imports.filter(({ to }) => to.startsWith('routes/') && path.posix.basename(to).startsWith('__'))
		expect(local.length).toBeGreaterThan(0)
		expect(local.filter(({ from, to }) => path.posix.dirname(from) !== path.posix.dirname(to))).toEqual([])
	})

	test('utils and schemas that the browser loads import no server module', () => {
		const browserLeaves = imports.filter(({ from }) => /^(utils|schemas)\/.*(?<!\.server)\.tsx?$/.test(from))
		expect(browserLeaves.filter(({ to, typeOnly }) => to.includes('.server') && !typeOnly)).toEqual([])
	})

	test('no module imports itself round a cycle (type-only imports aside)', () => {
		const graph = new Map<string, string[]>()
		for (const { from, to, typeOnly } of imports) if (!typeOnly) graph.set(from, [...(graph.get(from) ?? []), to])
		const cycles: string[] = []
		const state = new Map<string, 'open' | 'done'>()
		const visit = (file: string, trail: string[]) => {
			if (state.get(file) === 'done') return
			if (state.get(file) === 'open') return void cycles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '))
			state.set(file, 'open')
			for (const next of graph.get(file) ?? []) visit(next, [...trail, file])
			state.set(file, 'done')
		}
		for (const file of graph.keys()) visit(file, [])
		expect(cycles).toEqual([])
	})
})
