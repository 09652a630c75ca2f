import { avatar, portrait } from './images'

export type TeamMember = {
	id: string
	name: string
	role: string
	bio: string
	image: { src: string; width: number; height: number }
	avatar: string
}

const member = (id: string, name: string, role: string, bio: string): TeamMember => ({
	id,
	name,
	role,
	bio,
	image: portrait(id),
	avatar: avatar(id),
})

export const team: TeamMember[] = [
	member(
		'maya-castillo',
		'Maya Castillo',
		'Founder and principal broker',
		'Maya opened Homestead in 1999 and still runs every listing consultation herself.',
	),
	member(
		'daniel-okafor',
		'Daniel Okafor',
		"Senior buyer's agent",
		'Daniel has helped more than 600 families buy in Austin, most of them first-time buyers.',
	),
	member(
		'priya-raman',
		'Priya Raman',
		'Listing specialist',
		'Priya prices homes, plans the launch and makes sure the first open house is a busy one.',
	),
	member(
		'tom-whitaker',
		'Tom Whitaker',
		'Renovation project manager',
		'Tom leads our crews and has rebuilt kitchens in half the bungalows of Travis Heights.',
	),
	member(
		'grace-lin',
		'Grace Lin',
		'Interior designer',
		'Grace plans layouts and materials, and stages homes so buyers see what they could be.',
	),
	member(
		'marcus-bell',
		'Marcus Bell',
		'Rentals and property manager',
		'Marcus looks after 180 rental homes for owners in Texas and across the country.',
	),
	member(
		'sofia-marquez',
		'Sofia Márquez',
		'Closing coordinator',
		'Sofia keeps lenders, inspectors and title companies on schedule until the keys change hands.',
	),
	member(
		'ben-harlow',
		'Ben Harlow',
		'Architect',
		'Ben draws our additions and remodels, and knows the City of Austin permit office by heart.',
	),
]

export function getTeamMember(id: string) {
	const found = team.find((person) => person.id === id)
	if (!found) throw new Error(`Unknown team member ${id}`)
	return found
}
