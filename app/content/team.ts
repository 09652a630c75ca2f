import { avatar, portrait } from './images'
import { siteContent } from './site-content'

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

/** The team, as the operator wrote it in app/content/site.json, with each person's pictures. */
export const team: TeamMember[] = siteContent.team.map(({ id, name, role, bio }) => member(id, name, role, bio))

export function getTeamMember(id: string) {
	const found = team.find((person) => person.id === id)
	if (!found) throw new Error(`Unknown team member ${id}`)
	return found
}
