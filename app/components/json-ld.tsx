import { serializeJsonLd } from '~/utils/json-ld'

/** schema.org data for search engines, escaped so no text inside can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
	return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
