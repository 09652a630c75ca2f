import content from './site.json'

/*
 * The operator's own words and claims, in one file they edit without touching code: app/content/site.json
 * (README, "Site content"). The agency's name and addresses, the figures it claims (never a count of the
 * homes on the market: those come from the listings), its team and its clients' testimonials. Checked by
 * site-content.server.ts when the server starts.
 */
export const siteContent = content
