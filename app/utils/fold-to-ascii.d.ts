declare module 'fold-to-ascii' {
	/** Apache Lucene's ASCIIFoldingFilter: Latin letters with accents, strokes, hooks and tildes as plain ones. */
	const ASCIIFolder: {
		/** The text with each character of the table folded, the others kept. */
		foldMaintaining(text: string): string
	}
	export default ASCIIFolder
}
