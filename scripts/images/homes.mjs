/**
 * The demo homes: exterior style, time of day and the three interior shots.
 * Keep in sync with app/db/demo-listings.ts (home NN = listing NN).
 */
import { apartmentScene } from './exterior/apartment.mjs'
import { beachScene } from './exterior/beach.mjs'
import { cabinScene } from './exterior/cabin.mjs'
import { cottageScene } from './exterior/cottage.mjs'
import { loftScene } from './exterior/loft.mjs'
import { finishScene } from './exterior/props.mjs'
import { ranchScene } from './exterior/ranch.mjs'
import { exteriorContext } from './exterior/scene.mjs'
import { suburbanScene } from './exterior/suburban.mjs'
import { townhouseScene } from './exterior/townhouse.mjs'
import { villaScene } from './exterior/villa.mjs'
import { bathroom } from './interior/bathroom.mjs'
import { bedroom } from './interior/bedroom.mjs'
import { diningRoom } from './interior/dining.mjs'
import { kitchen } from './interior/kitchen.mjs'
import { livingRoom } from './interior/living.mjs'
import { office } from './interior/office.mjs'
import { interiorContext } from './interior/room.mjs'
import { finishInterior } from './interior/shell.mjs'
import { THEMES } from './interior/themes.mjs'
import { createRng } from './rng.mjs'
import { Svg } from './svg.mjs'

export const EXTERIORS = {
	villa: { scene: villaScene, theme: 'villa', view: 'garden' },
	suburban: { scene: suburbanScene, theme: 'suburban', view: 'garden' },
	townhouse: { scene: townhouseScene, theme: 'townhouse', view: 'city' },
	apartment: { scene: apartmentScene, theme: 'apartment', view: 'city' },
	cottage: { scene: cottageScene, theme: 'cottage', view: 'garden' },
	cabin: { scene: cabinScene, theme: 'cabin', view: 'mountains' },
	beach: { scene: beachScene, theme: 'beach', view: 'sea' },
	loft: { scene: loftScene, theme: 'loft', view: 'city' },
	ranch: { scene: (ctx) => ranchScene(ctx, false), theme: 'ranch', view: 'garden' },
	desert: { scene: (ctx) => ranchScene(ctx, true), theme: 'ranch', view: 'desert' },
}

export const ROOMS = { living: livingRoom, kitchen, bedroom, bathroom, office, dining: diningRoom }

export const HOMES = [
	{ style: 'villa', time: 'day', rooms: ['living', 'kitchen', 'bathroom'] },
	{ style: 'suburban', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'townhouse', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'apartment', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'cottage', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'beach', time: 'day', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'loft', time: 'dusk', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'ranch', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'villa', time: 'dusk', rooms: ['living', 'kitchen', 'bedroom'], view: 'sea' },
	{ style: 'suburban', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'townhouse', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'apartment', time: 'dusk', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'cabin', time: 'golden', rooms: ['living', 'bedroom', 'kitchen'] },
	{ style: 'beach', time: 'golden', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'loft', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'desert', time: 'day', rooms: ['living', 'kitchen', 'bathroom'] },
	{ style: 'villa', time: 'golden', rooms: ['living', 'dining', 'bathroom'] },
	{ style: 'suburban', time: 'dusk', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'townhouse', time: 'dusk', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'apartment', time: 'golden', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'cottage', time: 'golden', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'beach', time: 'dusk', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'loft', time: 'golden', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'ranch', time: 'dusk', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'villa', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'suburban', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'townhouse', time: 'day', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'apartment', time: 'day', rooms: ['living', 'kitchen', 'bathroom'] },
	{ style: 'cabin', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'desert', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
]

export function renderExterior(home, seed, variant) {
	const s = new Svg()
	const ctx = exteriorContext(s, createRng(seed), home.time)
	ctx.variant = variant
	EXTERIORS[home.style].scene(ctx)
	finishScene(ctx)
	return s.toString()
}

export function renderRoom(home, room, seed, evening) {
	const s = new Svg()
	const style = EXTERIORS[home.style]
	const ctx = interiorContext(s, createRng(seed), {
		theme: THEMES[style.theme],
		view: home.view ?? style.view,
		evening,
		eye: room === 'bedroom' ? 1.55 : 1.3,
		w2: room === 'bathroom' ? 2.3 : room === 'office' ? 2.6 : 3.1,
	})
	ROOMS[room](ctx)
	finishInterior(ctx)
	return s.toString()
}
