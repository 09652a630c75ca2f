declare module 'virtual:icon-sprite' {
	/** The address of the icon sprite, /assets/icons-<hash>.svg (scripts/icon-sprite.ts). */
	const href: string
	export default href
}
