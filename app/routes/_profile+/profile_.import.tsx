import {
	type ActionFunctionArgs,
	data,
	type LoaderFunctionArgs,
	type MetaFunction,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
} from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { requireUser } from '~/services/auth.server'
import { type ImportResult, importOwnListings } from '~/services/listing-csv.server'
import { ClientError, clientMistake } from '~/utils/client-error'
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_TOO_LARGE } from '~/utils/listing-import'
import { LISTING_EXPORT_PATH, LISTING_IMPORT_PATH, listingPath } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: 'Import listings | Homestead' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return null
}

/** The value of the first step's button (a dry run: the preview) and of the second's (the import itself). */
const PREVIEW_INTENT = 'preview'
const IMPORT_INTENT = 'import'

type Answer =
	| { step: 'problem'; message: string }
	| { step: 'preview' | 'done'; result: ImportResult; csv: string; withdrawMissing: boolean }

/** The form's fields: the file (or its text, sent back from the preview), the switch and the step. */
async function readImportForm(request: Request) {
	const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (type !== 'multipart/form-data') throw new ClientError('Choose a CSV file to import')
	try {
		// Each part at most the file's limit (counted as it streams); the server bounds the whole body.
		return await unstable_parseMultipartFormData(
			request,
			unstable_createMemoryUploadHandler({ maxPartSize: IMPORT_MAX_BYTES }),
		)
	} catch (error) {
		if (error instanceof Error && error.name === 'MaxPartSizeExceededError')
			throw new ClientError(IMPORT_TOO_LARGE, 413)
		throw new ClientError('The form could not be read. Please try again.')
	}
}

/**
 * Two steps, both without JavaScript: the file is read and what it would do is shown (nothing written);
 * 'Import these homes' sends its text back and the import runs (services/listing-csv.server.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	try {
		const form = await readImportForm(request)
		const intent = form.get('intent') === IMPORT_INTENT ? IMPORT_INTENT : PREVIEW_INTENT
		const withdrawMissing = form.get('withdrawMissing') === 'on'
		const file = form.get('file')
		const csv = intent === IMPORT_INTENT ? String(form.get('csv') ?? '') : file instanceof File ? await file.text() : ''
		if (!csv.trim()) throw new ClientError('Choose a CSV file to import')
		const result = await importOwnListings(user, csv, { dryRun: intent === PREVIEW_INTENT, withdrawMissing })
		return data<Answer>({ step: intent === IMPORT_INTENT ? 'done' : 'preview', result, csv, withdrawMissing })
	} catch (error) {
		const mistake = clientMistake(error)
		return data<Answer>({ step: 'problem', message: mistake.message }, { status: mistake.status })
	}
}

const ACTION_WORDS = {
	preview: { create: 'New listing', update: 'Updated', unchanged: 'No change', error: 'Not imported' },
	done: { create: 'Created', update: 'Updated', unchanged: 'No change', error: 'Not imported' },
} as const

const plural = (count: number, one: string, many: string) =>
	`${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

function Summary({ result, step }: { result: ImportResult; step: 'preview' | 'done' }) {
	const would = step === 'preview'
	const problems = new Set(result.errors.map((error) => error.row)).size
	return (
		<ul className="mt-4 list-disc pl-6" aria-label="Summary">
			<li>{`${plural(result.created, 'listing', 'listings')} ${would ? 'to create' : 'created'}`}</li>
			<li>{`${plural(result.updated, 'listing', 'listings')} ${would ? 'to update' : 'updated'}`}</li>
			<li>{`${plural(result.unchanged, 'listing', 'listings')} unchanged`}</li>
			<li>{`${plural(result.withdrawn, 'listing', 'listings')} ${would ? 'to withdraw' : 'withdrawn'}`}</li>
			{problems ? <li>{`${plural(problems, 'row', 'rows')} with problems, left out`}</li> : null}
			{!would && result.held ? (
				<li>{`${plural(result.held, 'listing is', 'listings are')} held for a check before others see ${result.held === 1 ? 'it' : 'them'}`}</li>
			) : null}
		</ul>
	)
}

function Outcomes({ result, step }: { result: ImportResult; step: 'preview' | 'done' }) {
	const words = ACTION_WORDS[step]
	return (
		<div className="mt-6 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="mb-2 text-left font-semibold text-strong">
					{step === 'preview' ? 'What the file would do' : 'What the file did'}
				</caption>
				<thead>
					<tr>
						<th scope="col" className="p-2">
							Line
						</th>
						<th scope="col" className="p-2">
							ListingId
						</th>
						<th scope="col" className="p-2">
							Title
						</th>
						<th scope="col" className="p-2">
							Outcome
						</th>
					</tr>
				</thead>
				<tbody>
					{result.rows.map((row) => {
						const problems = result.errors.filter((error) => error.row === row.row)
						return (
							<tr key={row.row} className="border-t border-slate-200 align-top dark:border-slate-700">
								<td className="p-2">{row.row}</td>
								<td className="p-2 break-all">{row.listingId}</td>
								<td className="p-2">
									{row.listingKey && step === 'done' && row.action !== 'error' ? (
										<Link to={listingPath(row.listingKey)} className="link">
											{row.name}
										</Link>
									) : (
										row.name
									)}
								</td>
								<td className="p-2">
									{words[row.action]}
									{row.held ? ' (held for a check)' : ''}
									{problems.length ? ' ' : null}
									{problems.length ? (
										<ul className="mt-1 text-red-700 dark:text-red-400">
											{problems.map((problem) => (
												<li key={`${problem.column}:${problem.message}`}>{`${problem.column}: ${problem.message}`}</li>
											))}
										</ul>
									) : null}
								</td>
							</tr>
						)
					})}
					{result.withdrawnListings.map((listing) => (
						<tr key={listing.listingKey} className="border-t border-slate-200 align-top dark:border-slate-700">
							<td className="p-2">–</td>
							<td className="p-2 break-all">{listing.listingId}</td>
							<td className="p-2">{listing.name}</td>
							<td className="p-2">
								{step === 'preview' ? 'To withdraw: not in the file' : 'Withdrawn: not in the file'}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/** Import listings: a CSV file, its preview, then the import. */
export default function ImportListings() {
	const answer = useActionData<typeof action>()
	const preview = answer?.step === 'preview' ? answer : undefined
	const done = answer?.step === 'done' ? answer : undefined
	const changes = preview ? preview.result.created + preview.result.updated + preview.result.withdrawn : 0
	return (
		<div className="container-page max-w-3xl py-12">
			<h1 className="text-3xl font-bold text-strong">Import listings from a CSV file</h1>
			<p className="mt-3 text-muted">
				One row per home, with a header row of column names in RESO Data Dictionary terms (ListingId, ListPrice,
				BedroomsTotal…). A row whose ListingId is one of your listings updates it; any other creates a listing. At most{' '}
				{IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and 5 MB. Each listing meets the same rules and checks as the
				form.{' '}
				<a href={LISTING_EXPORT_PATH} className="link" download>
					Export your listings
				</a>{' '}
				for a file with every column.
			</p>
			{done ? (
				<section className="mt-8" aria-labelledby="import-done">
					<h2 id="import-done" className="text-xl font-semibold text-strong" role="status">
						Import finished
					</h2>
					<Summary result={done.result} step="done" />
					<Outcomes result={done.result} step="done" />
					<p className="mt-6">
						<Link to="/profile" className="link font-semibold">
							Back to your profile
						</Link>
					</p>
				</section>
			) : null}
			{preview ? (
				<section className="mt-8" aria-labelledby="import-preview">
					<h2 id="import-preview" className="text-xl font-semibold text-strong" role="status">
						Preview: nothing has been written yet
					</h2>
					<Summary result={preview.result} step="preview" />
					<Outcomes result={preview.result} step="preview" />
					{changes ? (
						<Form method="post" action={LISTING_IMPORT_PATH} encType="multipart/form-data" className="mt-6 flex gap-3">
							<input type="hidden" name="csv" value={preview.csv} />
							{preview.withdrawMissing ? <input type="hidden" name="withdrawMissing" value="on" /> : null}
							<button type="submit" name="intent" value={IMPORT_INTENT} className="btn-primary">
								Import these homes
							</button>
						</Form>
					) : (
						<p className="mt-6">Nothing to change: the file matches your listings.</p>
					)}
				</section>
			) : null}
			<Form
				method="post"
				action={LISTING_IMPORT_PATH}
				encType="multipart/form-data"
				className="mt-8 flex flex-col gap-4"
			>
				<h2 className="text-xl font-semibold text-strong">{preview || done ? 'Another file' : 'Your file'}</h2>
				<label className="flex flex-col gap-1">
					<span className="font-semibold">CSV file</span>
					<input
						type="file"
						name="file"
						accept=".csv,text/csv"
						required
						aria-describedby={answer?.step === 'problem' ? 'import-problem' : undefined}
					/>
				</label>
				<label className="flex items-center gap-2">
					<input type="checkbox" name="withdrawMissing" />
					<span>Withdraw my listings on the market that the file leaves out</span>
				</label>
				{answer?.step === 'problem' ? (
					<p id="import-problem" className="text-red-700 dark:text-red-400" role="alert">
						{answer.message}
					</p>
				) : null}
				<div>
					<button type="submit" name="intent" value={PREVIEW_INTENT} className="btn-primary">
						Preview
					</button>
				</div>
			</Form>
		</div>
	)
}
