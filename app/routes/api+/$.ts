import { apiError } from '~/utils/api.server'

/** Any /api/… path no route matches: the API's 404, whatever the method, not the HTML page. */
const notFound = async () => apiError(404, 'Not found')

export const loader = notFound
export const action = notFound
