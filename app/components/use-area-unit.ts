import { useRouteLoaderData } from '@remix-run/react'
import { type loader as rootLoader } from '~/root'
import { type AreaUnit } from '~/utils/home-facts'

/** The unit the site gives floor areas in (AREA_UNIT), from the root loader; square feet before it has run. */
export function useAreaUnit(): AreaUnit {
	return useRouteLoaderData<typeof rootLoader>('root')?.areaUnit ?? 'sqft'
}
