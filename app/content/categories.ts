import { demoPhoto } from './images'

export type Category = {
	id: string
	name: string
	/** How many of these Homestead has sold, rented or renovated. */
	number: number
	image: string
	/** The word the listing search looks for. */
	searchTerm: string
}

export const categories: Category[] = [
	{ id: 'villas', name: 'Modern villas', number: 48, image: demoPhoto(1), searchTerm: 'villa' },
	{ id: 'family-homes', name: 'Family homes', number: 126, image: demoPhoto(2), searchTerm: 'family' },
	{ id: 'townhouses', name: 'Townhouses', number: 64, image: demoPhoto(3), searchTerm: 'townhouse' },
	{ id: 'apartments', name: 'Apartments', number: 152, image: demoPhoto(4), searchTerm: 'apartment' },
	{ id: 'cottages', name: 'Cottages', number: 37, image: demoPhoto(5), searchTerm: 'cottage' },
	{ id: 'beach-houses', name: 'Beach houses', number: 22, image: demoPhoto(6), searchTerm: 'beach' },
	{ id: 'lofts', name: 'Lofts', number: 41, image: demoPhoto(7), searchTerm: 'loft' },
	{ id: 'ranch-homes', name: 'Ranch homes', number: 58, image: demoPhoto(8), searchTerm: 'ranch' },
	{ id: 'cabins', name: 'Cabins', number: 19, image: demoPhoto(13), searchTerm: 'cabin' },
]
