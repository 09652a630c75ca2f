import { type SVGProps } from 'react'
import spriteHref from 'virtual:icon-sprite'
import { type IconName } from './icon-names'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { name: IconName }

/**
 * An icon: lucide's drawing `name`, from the site's one sprite file (scripts/icon-sprite.ts), sized by its
 * class (`size-4`), drawn in the text colour, unfilled unless a class says otherwise (`fill-current`).
 * Decorative, hidden from assistive technology, unless given an aria-label or role.
 */
export function Icon({ name, ...props }: Props) {
	const labelled = props['aria-label'] != null || props['aria-labelledby'] != null || props.role != null
	return (
		<svg fill="none" aria-hidden={labelled ? undefined : true} {...props}>
			<use href={`${spriteHref}#${name}`} />
		</svg>
	)
}
