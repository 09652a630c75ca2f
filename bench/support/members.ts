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

/** Session cookies of existing accounts with one password, signed in through POST /api/auth/signin, a few at a time. */
export async function signInMembers(baseUrl: string, emails: string[], password: string) {
	const cookies: string[] = []
	for (let i = 0; i < emails.length; i += 5) {
		const batch = emails.slice(i, i + 5).map(async (email) => {
			const response = await fetch(`${baseUrl}/api/auth/signin`, {
				method: 'POST',
				headers: { ...json, Origin: baseUrl },
				body: JSON.stringify({ email, password }),
			})
			if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
			return response.headers.get('set-cookie')!.split(';')[0]!
		})
		cookies.push(...(await Promise.all(batch)))
	}
	return cookies
}
