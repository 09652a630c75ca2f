/**
 * The suburban family house and its street.
 */
import { poly, rect, W } from '../svg.mjs'
import {
	brickFill,
	buildingShadow,
	castShadow,
	chimney,
	door,
	gableRoof,
	garageDoor,
	hipRoof,
	siding,
	windowUnit,
} from './parts.mjs'
import { roundTree, shrub } from './plants.mjs'
import { driveway, mailbox, picketFence, walkway } from './props.mjs'
import { BASE, drawHills, drawLawn, drawSky, pickV, WALK_Y } from './scene.mjs'

export const SUBURBAN_PALETTES = [
	{ wall: '#ebe5d6', roof: '#4a505b', door: '#a63d3b', shutters: '#3d5366' },
	{ wall: '#c3d2dc', roof: '#414957', door: '#22405e', shutters: '#2c3e50' },
	{ wall: '#dccaa8', roof: '#5d4c43', door: '#2e6b4f', shutters: '#56634a' },
	{ wall: '#bccab4', roof: '#4a4d53', door: '#c98b2b', shutters: '#3e4b40' },
	{ wall: '#f3f1eb', roof: '#39404e', door: '#2f5d8a', shutters: '#27384a' },
]

/** Two-storey family house: hip roof, front gable wing, porch and garage. */
export function suburbanHouse(ctx) {
	const { s, r, c } = ctx
	const p = pickV(ctx, SUBURBAN_PALETTES)
	const trim = '#fbfaf6'
	const garageLeft = r.chance(0.5)
	const wingLeft = r.chance(0.5)
	const floorH = 122
	const mainW = 400
	const mainH = floorH * 2
	const gW = 220
	const gH = 132
	const x0 = Math.round((W - mainW - gW) / 2)
	const mainX = garageLeft ? x0 + gW : x0
	const garX = garageLeft ? x0 : x0 + mainW
	const wingW = 170
	const wingX = wingLeft ? mainX : mainX + mainW - wingW
	const eave = BASE - mainH
	const wall = c(p.wall)

	buildingShadow(ctx, x0, x0 + mainW + gW)
	// garage
	s.add(rect(garX, BASE - gH, gW, gH, wall))
	siding(ctx, garX, BASE - gH, gW, gH, wall)
	hipRoof(ctx, garX - (garageLeft ? 0 : 10), garX + gW + (garageLeft ? 10 : 0), BASE - gH, 58, p.roof, {
		overhang: 16,
		inset: 60,
	})
	garageDoor(ctx, garX + 30, BASE - 98, gW - 60, 98, trim, { windows: r.chance(0.5) })
	// main block
	s.add(rect(mainX, eave, mainW, mainH, wall))
	siding(ctx, mainX, eave, mainW, mainH, wall)
	s.add(rect(mainX, BASE - floorH - 4, mainW, 7, c(trim)))
	s.add(rect(mainX, eave, 7, mainH, c(trim)), rect(mainX + mainW - 7, eave, 7, mainH, c(trim)))
	const chimX = wingLeft ? mainX + mainW - 100 : mainX + 66
	chimney(ctx, chimX, eave - 30, eave - 150, 36, '#9c5b45', brickFill(ctx, '#a4604a'))
	hipRoof(ctx, mainX, mainX + mainW, eave, 104, p.roof, { inset: 110 })
	// projecting gable wing
	s.add(rect(wingX, eave, wingW, mainH, wall))
	siding(ctx, wingX, eave, wingW, mainH, wall)
	s.add(rect(wingX, eave, 7, mainH, c(trim)), rect(wingX + wingW - 7, eave, 7, mainH, c(trim)))
	s.add(rect(wingX, BASE - floorH - 4, wingW, 7, c(trim)))
	gableRoof(ctx, wingX, wingX + wingW, eave, 100, p.roof, p.wall)
	windowUnit(ctx, wingX + wingW / 2 - 14, eave - 54, 28, 28, { rx: 14, sill: false, ft: 4, frame: trim })
	if (wingLeft) castShadow(ctx, wingX + wingW, eave, 16, mainH, 0.2)
	// windows
	const lit = () => ctx.lit()
	windowUnit(ctx, wingX + wingW / 2 - 52, eave + 40, 104, 76, { cols: 2, rows: 2, frame: trim, lit: lit() })
	windowUnit(ctx, wingX + wingW / 2 - 64, BASE - floorH + 26, 128, 80, { cols: 3, rows: 1, frame: trim, lit: lit() })
	const restX = wingLeft ? wingX + wingW : mainX
	const restW = mainW - wingW
	for (const t of [0.25, 0.75]) {
		windowUnit(ctx, restX + restW * t - 27, eave + 40, 54, 76, {
			rows: 2,
			frame: trim,
			shutters: p.shutters,
			lit: lit(),
		})
	}
	// porch with door
	const porchY = BASE - floorH + 12
	const doorX = restX + restW * (wingLeft ? 0.35 : 0.62) - 23
	s.add(rect(restX, BASE - 12, restW, 12, c('#cfc6b8')), rect(restX, BASE - 12, restW, 3, c('#e4ddd1')))
	door(ctx, doorX, BASE - 12 - 90, 46, 90, p.door, { lamp: true })
	const winX = restX + restW * (wingLeft ? 0.8 : 0.2) - 28
	windowUnit(ctx, winX, BASE - floorH + 30, 56, 70, { rows: 2, frame: trim, lit: lit() })
	s.add(
		poly(
			[
				[restX - 10, porchY],
				[restX + restW + 10, porchY],
				[restX + restW + 2, porchY - 20],
				[restX - 2, porchY - 20],
			],
			c(p.roof),
		),
	)
	s.add(
		rect(restX - 10, porchY, restW + 20, 6, c(trim)),
		rect(restX, porchY + 6, restW, 8, '#0d1226', { opacity: 0.15 }),
	)
	for (const px of [restX + 6, restX + restW - 16]) {
		s.add(
			rect(px, porchY + 6, 10, BASE - 12 - porchY - 6, c(trim)),
			rect(px + 7, porchY + 6, 3, BASE - 12 - porchY - 6, '#0d1226', { opacity: 0.12 }),
		)
	}
	// steps and foundation
	s.add(rect(doorX - 14, BASE, 74, 7, c('#d8d0c3')), rect(doorX - 22, BASE + 7, 90, 7, c('#cbc2b4')))
	s.add(rect(Math.min(mainX, garX), BASE - 6, mainW + gW, 6, c('#9d958a')))
	return { door: doorX + 23, garage: [garX + 30, garX + gW - 30], left: x0, right: x0 + mainW + gW }
}

export function suburbanScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawHills(ctx)
	for (const x of [r.range(180, 300), r.range(880, 1040)])
		roundTree(ctx, x, BASE - 40, r.range(220, 280), { shadow: false, color: '#4b8a5c' })
	drawLawn(ctx)
	const house = suburbanHouse(ctx)
	driveway(ctx, house.garage[0] - 6, house.garage[1] + 6, BASE + 1, WALK_Y)
	walkway(ctx, house.door, 50, BASE + 14, WALK_Y, { spread: 1.4 })
	shrub(ctx, house.left + 40, BASE + 6, 70, { flowers: r.pick(['#e86f7e', '#f4d35e', '#ffffff']) })
	shrub(ctx, house.right - 40, BASE + 6, 64)
	shrub(ctx, house.door - 80, BASE + 8, 56, { flowers: '#f2a3b3' })
	shrub(ctx, house.door + 80, BASE + 8, 56)
	picketFence(ctx, 0, W, 722, {
		gaps: [
			[house.door - 40, house.door + 40],
			[house.garage[0] - 30, house.garage[1] + 30],
		],
	})
	const big = r.chance(0.5)
	roundTree(ctx, big ? 90 : W - 90, 712, 330)
	mailbox(ctx, house.garage[0] - 40, 740)
	shrub(ctx, big ? W - 60 : 60, 712, 90, { color: '#5a9a5e' })
}
