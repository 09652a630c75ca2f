/**
 * The form of a page's post. A body that is not a form at all (wrong content type,
 * broken encoding) is a 400 answer, never an error of ours.
 */
export async function readFormData(request: Request): Promise<FormData> {
	try {
		return await request.formData()
	} catch {
		throw new Response('The form could not be read. Please try again.', { status: 400 })
	}
}
