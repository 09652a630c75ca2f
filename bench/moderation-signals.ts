// npm run bench:moderation-signals [-- --n=2000 --seed=1 --show=5]
//
// How well the text detectors of the moderation holds (app/moderation/signals.ts) tell scam
// texts from ordinary ones, on the generated corpus of bench/moderation-corpus.ts: the share of
// scam-like listings and messages found (target ≥ 95 %, and per kind of contact detail), the share
// of ordinary ones wrongly found (target ≤ 2 %), and the time per call (p50, p95), plus a long
// description and a pathological input. --show prints that many misses and false alarms of each.
import { performance } from 'node:perf_hooks'
import { asksForMoney, findContactDetails } from '../app/moderation'
import {
	moneyMessages,
	ordinaryListingTexts,
	ordinaryMessages,
	scamListingTexts,
	type ContactKind,
	type ListingText,
} from './moderation-corpus'
import { heldOutHonestTexts, heldOutScamTexts } from './moderation-holdout'

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const n = Number(options.n ?? 2000)
const seed = Number(options.seed ?? 1)
const show = Number(options.show ?? 0)

/** What a visitor reads, in the order the moderation check reads it (services/trust-and-safety.server.ts). */
function fieldsOf(listing: ListingText) {
	return [listing.username, listing.name, listing.description, listing.address, ...listing.photoDescriptions]
}

function timed<T>(run: () => T, times: number[]): T {
	const started = performance.now()
	const result = run()
	times.push(performance.now() - started)
	return result
}

function percentile(times: number[], p: number) {
	const sorted = [...times].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

const share = (count: number, total: number) => `${((100 * count) / total).toFixed(1)} %`.padStart(8)
const ms = (value: number) => `${(value * 1000).toFixed(0)} µs`
const rows: string[][] = []
let failed = false
function report(label: string, found: number, total: number, target: { atLeast?: number; atMost?: number }) {
	const ratio = found / total
	const ok =
		(target.atLeast === undefined || ratio >= target.atLeast) && (target.atMost === undefined || ratio <= target.atMost)
	if (!ok) failed = true
	const goal = target.atLeast !== undefined ? `≥ ${target.atLeast * 100} %` : `≤ ${target.atMost! * 100} %`
	rows.push([label, `${found}/${total}`, share(found, total), goal, ok ? 'ok' : 'MISSED'])
}

// Warm up the regular expressions and libphonenumber's metadata, as a running server has.
for (const listing of scamListingTexts(200, seed + 1000)) findContactDetails(fieldsOf(listing))

const listingTimes: number[] = []
const scam = scamListingTexts(n, seed)
const byKind = new Map<ContactKind, { planted: number; found: number }>()
let scamFound = 0
const misses: string[] = []
for (const listing of scam) {
	const details = timed(() => findContactDetails(fieldsOf(listing)), listingTimes)
	if (details.length) scamFound++
	for (const kind of listing.kinds) {
		const tally = byKind.get(kind) ?? { planted: 0, found: 0 }
		tally.planted++
		if (details.some((detail) => detail.kind === kind)) tally.found++
		else if (misses.length < show * 6)
			misses.push(`[${kind}] ${listing.planted.join(' ‖ ')}  →  ${JSON.stringify(details)}`)
		byKind.set(kind, tally)
	}
}

const ordinary = ordinaryListingTexts(n, seed)
const falseAlarms: string[] = []
let ordinaryFound = 0
for (const listing of ordinary) {
	const details = timed(() => findContactDetails(fieldsOf(listing)), listingTimes)
	if (details.length) {
		ordinaryFound++
		if (falseAlarms.length < show) falseAlarms.push(`${JSON.stringify(details)} in ${fieldsOf(listing).join(' ‖ ')}`)
	}
}

const messageTimes: number[] = []
const money = moneyMessages(n, seed)
const bySchemes = new Map<string, { total: number; found: number }>()
let moneyFound = 0
const moneyMisses: string[] = []
for (const message of money) {
	const result = timed(() => asksForMoney(message.text), messageTimes)
	const tally = bySchemes.get(message.scheme) ?? { total: 0, found: 0 }
	tally.total++
	if (result.asks) {
		moneyFound++
		tally.found++
	} else if (moneyMisses.length < show) moneyMisses.push(`[${message.scheme}] ${message.text}`)
	bySchemes.set(message.scheme, tally)
}
const plainMessages = ordinaryMessages(n, seed)
let plainFound = 0
const plainAlarms: string[] = []
for (const message of plainMessages) {
	const result = timed(() => asksForMoney(message), messageTimes)
	if (result.asks) {
		plainFound++
		if (plainAlarms.length < show) plainAlarms.push(`${JSON.stringify(result.matched)} in ${message}`)
	}
}

// The held-out part (bench/moderation-holdout.ts), never tuned against: its figures on their own.
const heldOutScam = heldOutScamTexts(n, seed)
const heldOutByCategory = new Map<string, { total: number; found: number }>()
let heldOutScamFound = 0
for (const listing of heldOutScam) {
	const found = timed(() => findContactDetails(fieldsOf(listing)), listingTimes).length > 0
	const tally = heldOutByCategory.get(listing.category) ?? { total: 0, found: 0 }
	tally.total++
	if (found) {
		heldOutScamFound++
		tally.found++
	}
	heldOutByCategory.set(listing.category, tally)
}
const heldOutHonest = heldOutHonestTexts(n, seed)
const heldOutHonestFound = heldOutHonest.filter(
	(listing) => timed(() => findContactDetails(fieldsOf(listing)), listingTimes).length > 0,
).length

report('scam-like listings found', scamFound, scam.length, { atLeast: 0.95 })
for (const [kind, tally] of [...byKind].sort())
	report(`  ${kind} slipped in, found as ${kind}`, tally.found, tally.planted, { atLeast: 0.95 })
report('ordinary listings found', ordinaryFound, ordinary.length, { atMost: 0.02 })
report('held-out scam listings found', heldOutScamFound, heldOutScam.length, { atLeast: 0.95 })
for (const [category, tally] of [...heldOutByCategory].sort())
	report(`  ${category}`, tally.found, tally.total, { atLeast: 0.95 })
report('held-out honest listings found', heldOutHonestFound, heldOutHonest.length, { atMost: 0.02 })
report('messages asking for money found', moneyFound, money.length, { atLeast: 0.95 })
for (const [scheme, tally] of [...bySchemes].sort()) report(`  ${scheme}`, tally.found, tally.total, { atLeast: 0.95 })
report('ordinary messages found', plainFound, plainMessages.length, { atMost: 0.02 })

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
console.log(`Corpus: ${n} of each, seed ${seed}\n`)
for (const row of rows)
	console.log(
		row
			.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
			.join('  '),
	)

// Time: per listing (all its texts) and per message; then one long description and pathological inputs.
const longDescription = ordinary
	.map((listing) => listing.description)
	.join(' ')
	.slice(0, 5_000)
const longTimes: number[] = []
for (let k = 0; k < 200; k++) timed(() => findContactDetails([longDescription]), longTimes)
const pathological = {
	'spaced letters': 'a '.repeat(5_000),
	'digits and spaces': '1 '.repeat(5_000),
	'digits 2-9 and spaces': '2 3 '.repeat(2_500),
	dates: '12/05/2026 '.repeat(910),
	dots: 'a.'.repeat(5_000),
	'at and dot': 'a at b dot '.repeat(910),
	'one word': 'x'.repeat(10_000),
	hex: '0x'.repeat(5_000),
	'@': '@a'.repeat(5_000),
	'iban-like': 'DE12 '.repeat(2_000),
	spaces: ' '.repeat(10_000),
	'accented letters': 'é'.repeat(10_000),
	Chinese: '房'.repeat(10_000),
	'spelled digits': 'seven '.repeat(1_667),
	'O and 0': 'O0 '.repeat(3_334),
	requests: 'Please pay the deposit before the viewing. '.repeat(233),
}
console.log(
	`\nfindContactDetails per listing: p50 ${ms(percentile(listingTimes, 50))}, p95 ${ms(percentile(listingTimes, 95))}`,
)
console.log(
	`asksForMoney per message:       p50 ${ms(percentile(messageTimes, 50))}, p95 ${ms(percentile(messageTimes, 95))}`,
)
console.log(
	`a 5,000-character description:  p50 ${ms(percentile(longTimes, 50))}, p95 ${ms(percentile(longTimes, 95))}`,
)
for (const [name, text] of Object.entries(pathological)) {
	const times: number[] = []
	for (let k = 0; k < 3; k++) {
		findContactDetails([text])
		asksForMoney(text)
	}
	for (let k = 0; k < 10; k++) timed(() => findContactDetails([text]), times)
	for (let k = 0; k < 10; k++) timed(() => asksForMoney(text), times)
	console.log(`10,000 characters of ${name}: p50 ${ms(percentile(times, 50))}, slowest ${ms(Math.max(...times))}`)
}

if (show) {
	console.log('\nMissed contact details:\n' + misses.join('\n'))
	console.log('\nOrdinary listings found:\n' + falseAlarms.join('\n'))
	console.log('\nMissed money messages:\n' + moneyMisses.join('\n'))
	console.log('\nOrdinary messages found:\n' + plainAlarms.join('\n'))
}
if (failed) process.exitCode = 1
