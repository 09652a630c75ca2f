/** The vnu-jar package: the Nu Html Checker's jar; its default export is the jar's path. */
declare module 'vnu-jar' {
	const jarPath: string
	export default jarPath
}
