import { isDatabaseReady } from '~/models/health.server'

/** 200 once migrations have run and the database answers a query; 503 otherwise. */
export async function loader() {
	const ready = await isDatabaseReady()
	return new Response(ready ? 'OK' : 'Database unavailable', {
		status: ready ? 200 : 503,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}
