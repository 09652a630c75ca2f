import { type Listing } from '~/db/schema'
import { countResoMatches, readResoPage } from '~/models/reso-properties.server'
import { getEnv } from '~/utils/env.server'
import { absoluteUrl } from '~/utils/listing-meta'
import { listingPath, RESO_METADATA_PATH, RESO_PROPERTY_PATH } from '~/utils/paths'
import { absolutePhotoUrl } from '~/utils/photo-store.server'
import { photoAlts } from '~/utils/photos'
import {
	postalCodeOf,
	RESO_MEDIA_FIELDS,
	RESO_PROPERTY_FIELDS,
	type ResoPlace,
	resoPropertyOf,
} from '~/utils/reso-mapping'
import { parseResoQuery, type ResoQuery, readsInFeedOrder, skipTokenOf } from '~/utils/reso-query.server'
import { findPlace } from './places.server'

/*
 * The RESO Web API for syndication partners and other sites (docs/api.md, "RESO Web API";
 * docs/decisions/038): published listings as OData 4 JSON in Data Dictionary names, read-only.
 */

/** Where a home is, by its address: its town from the bundled place list, and its postcode. */
async function placeOf(listing: Listing): Promise<ResoPlace> {
	const town = await findPlace(listing.address)
	return {
		city: town?.name,
		// GeoNames' first-level divisions are the states' own two letters only in the United States.
		stateOrProvince: town?.country === 'US' ? town.region : undefined,
		country: town?.country,
		postalCode: postalCodeOf(listing.address),
	}
}

/** The address of the next page: the same query, going on after the last property read (or past it by $skip). */
function nextLink(params: URLSearchParams, query: ResoQuery, last: Listing & { modifiedAt: string }) {
	const next = new URLSearchParams(params)
	next.set('$top', String(query.top))
	if (readsInFeedOrder(query.orderBy)) {
		next.delete('$skip')
		next.set('$skiptoken', skipTokenOf({ modifiedAt: last.modifiedAt, key: last.id }))
	} else {
		next.set('$skip', String(query.skip + query.top))
	}
	return `${getEnv().publicUrl}${RESO_PROPERTY_PATH}?${next.toString().replace(/\+/g, '%20').replace(/%24/g, '$')}`
}

/** The answer to GET /api/reso/Property with these query options; ODataError for a malformed one. */
export async function resoProperties(params: URLSearchParams) {
	const query = parseResoQuery(params)
	const { publicUrl, areaUnit } = getEnv()
	const [page, total] = await Promise.all([readResoPage(query), query.count ? countResoMatches(query) : undefined])
	const value = await Promise.all(
		page.rows.map(async (listing) => {
			const property = resoPropertyOf(listing, {
				url: absoluteUrl(listingPath(listing.id), publicUrl),
				areaUnit,
				modifiedAt: listing.modifiedAt,
				place: query.select && !query.select.some(isPlaceField) ? {} : await placeOf(listing),
				photoUrls: listing.imageUrls.map(absolutePhotoUrl),
				photoAlts: photoAlts(listing),
				media: query.expandMedia,
			})
			if (!query.select) return property
			const chosen: Record<string, unknown> = Object.fromEntries(query.select.map((field) => [field, property[field]]))
			if ('Media' in property) chosen.Media = property.Media
			return chosen
		}),
	)
	const context = `${publicUrl}${RESO_METADATA_PATH}#Property${query.select ? `(${query.select.join(',')})` : ''}`
	return {
		'@odata.context': context,
		...(total === undefined ? {} : { '@odata.count': total }),
		value,
		...(page.more && page.rows.length ? { '@odata.nextLink': nextLink(params, query, page.rows.at(-1)!) } : {}),
	}
}

const isPlaceField = (field: string) => ['City', 'StateOrProvince', 'PostalCode', 'Country'].includes(field)

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`)

function entityType(
	name: string,
	key: string,
	fields: Record<string, { type: string; nullable: boolean }>,
	extra = '',
) {
	const properties = Object.entries(fields)
		.map(
			([field, { type, nullable }]) =>
				`        <Property Name="${escapeXml(field)}" Type="${type}"${nullable ? '' : ' Nullable="false"'}/>`,
		)
		.join('\n')
	return `      <EntityType Name="${name}">
        <Key><PropertyRef Name="${key}"/></Key>
${properties}${extra}
      </EntityType>`
}

/** The CSDL of the feed (GET /api/reso/$metadata): the Property entity, its Media, and the entity set. */
export function resoMetadata() {
	const namespace = 'org.reso.metadata'
	return `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${namespace}">
${entityType('Property', 'ListingKey', RESO_PROPERTY_FIELDS, `\n        <NavigationProperty Name="Media" Type="Collection(${namespace}.Media)"/>`)}
${entityType('Media', 'MediaKey', RESO_MEDIA_FIELDS)}
      <EntityContainer Name="Default">
        <EntitySet Name="Property" EntityType="${namespace}.Property"/>
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`
}
