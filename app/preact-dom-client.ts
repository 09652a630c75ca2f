import { type ContainerNode } from 'preact'
import { createRoot, hydrateRoot as hydratePreactRoot } from 'preact/compat/client'

/**
 * What `react-dom/client` is in the browser build, which runs on Preact (vite.config.ts,
 * docs/decisions/016-preact-in-the-browser.md). Preact renders into `document` as into its
 * <html> element, but Remix's root renders <html> itself; hydrating the document would look for
 * an <html> inside <html> and build the page a second time. So the document is hydrated through
 * a stand-in whose one child is the server's <html>.
 */
export function hydrateRoot(container: ContainerNode | Document, children: Parameters<typeof hydratePreactRoot>[1]) {
	if (container !== document) return hydratePreactRoot(container as ContainerNode, children)
	const html = document.documentElement
	const documentStandIn = {
		nodeType: Node.DOCUMENT_NODE,
		namespaceURI: html.namespaceURI,
		firstChild: html,
		childNodes: [html],
		contains: (node: Node) => document.contains(node),
		insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
		appendChild: (node: Node) => document.appendChild(node),
		removeChild: (node: Node) => document.removeChild(node),
	}
	return hydratePreactRoot(documentStandIn as unknown as ContainerNode, children)
}

export { createRoot }
