import { type PropertyType } from '~/utils/home-facts'
import { demoPhoto } from './images'

/** A kind of home as the home pages show it: a tile with its picture, opening the search for that kind. */
export type Category = {
	type: PropertyType
	name: string
	image: string
}

/** Each kind of home a listing can be (its property type), in the order the tiles show them. */
export const categories: Category[] = [
	{ type: 'house', name: 'Houses', image: demoPhoto(2) },
	{ type: 'apartment', name: 'Apartments', image: demoPhoto(4) },
	{ type: 'townhouse', name: 'Townhouses', image: demoPhoto(3) },
	{ type: 'bungalow', name: 'Bungalows', image: demoPhoto(8) },
	{ type: 'studio', name: 'Studios', image: demoPhoto(7) },
	{ type: 'land', name: 'Land', image: demoPhoto(13) },
	{ type: 'other', name: 'Other homes', image: demoPhoto(1) },
]

/** The kinds of home with how many of each are on the market (countHomesOfEachKind), as tiles, in the tiles' order. */
export function countedCategories<Kind extends { type: PropertyType; homes: number; capped: boolean }>(kinds: Kind[]) {
	return categories.flatMap((category) => {
		const kind = kinds.find((each) => each.type === category.type)
		return kind ? [{ ...category, homes: kind.homes, capped: kind.capped }] : []
	})
}
