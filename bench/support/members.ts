const json = { 'Content-Type': 'application/json' }

/** Signs a new member up and in through the API of the server at `baseUrl`: the session cookie, id and address. */
export async function signUpMember(baseUrl: string, name: string) {
	const account = { username: name, email: `${name}@example.com`, password: 'bench-password-123' }
	await fetch(`${baseUrl}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(account) })
	const response = await fetch(`${baseUrl}/api/auth/signin`, {
		method: 'POST',
		headers: json,
		body: JSON.stringify(account),
	})
	const { _id } = (await response.json()) as { _id: string }
	return { _id, email: account.email, cookie: response.headers.get('set-cookie')!.split(';')[0]! }
}
