// The held-out part of the moderation corpus (npm run bench:moderation and bench:moderation-signals).
//
// Written before the contact-detail detector was changed for the dodges of issue 40 ("contact
// details spelled to dodge the detector are published") and never tuned against: when one of these
// texts is missed or wrongly held, the figure is reported as it is, and the detector is not changed
// to make that text pass. Tuning uses bench/moderation-corpus.ts only. The forms and phrasings here
// are deliberately other than the tuning corpus's, so that the figures say how the detector does on
// texts it was not shaped on.
//
// Scam texts: one dodge of issue 40 each (digits of other scripts, spoken numbers, separators of
// every kind between groups, a reference number in front, a number split between two fields, a
// mailbox named by its provider, `AT … DOT …`, misspelled messengers, spaced links, Signal
// usernames, IBANs broken up), in a listing otherwise honest. Honest texts: listings as British and
// American owners write them, full of numbers (prices, areas, years, floors, bus routes, postcodes,
// council-tax bands, energy ratings, room sizes, one fact a line), with usernames that hold digits.
import { type ListingText } from './moderation-corpus'

export type HeldOutText = ListingText & { username: string; category: string }

/** mulberry32, seeded: a run can be repeated. */
function generator(seed: number) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
	const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
	const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('')
	return { next, int, pick, digits, chance: (p: number) => next() < p }
}
type Generator = ReturnType<typeof generator>

// ---------------------------------------------------------------------------------------------
// Numbers people hand out

type Number_ = { national: string; groups: number[] }

function mobile(g: Generator): Number_ {
	switch (g.int(0, 4)) {
		case 0:
			return { national: `07${g.pick(['4', '5', '7', '8', '9'])}${g.int(1, 9)}${g.digits(7)}`, groups: [5, 3, 3] }
		case 1: {
			const area = g.pick(['213', '310', '415', '503', '602', '702', '718', '832', '917', '971'])
			return { national: `${area}${g.int(2, 9)}${g.int(1, 9)}${g.digits(1)}${g.digits(4)}`, groups: [3, 3, 4] }
		}
		case 2:
			return { national: `0${g.pick(['6', '7'])}${g.digits(8)}`, groups: [2, 2, 2, 2, 2] }
		case 3:
			return { national: `01${g.pick(['51', '52', '57', '59', '60', '76'])}${g.digits(7)}`, groups: [4, 3, 4] }
		default:
			return { national: `6${g.digits(8)}`, groups: [3, 3, 3] }
	}
}

function grouped(number: Number_) {
	const parts: string[] = []
	let at = 0
	for (const size of number.groups) {
		parts.push(number.national.slice(at, at + size))
		at += size
	}
	if (at < number.national.length) parts.push(number.national.slice(at))
	return parts.filter(Boolean)
}

/** The digits 0–9 of another script, from its zero. */
const SCRIPT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0x09e6, 0xff10, 0x0ae6, 0x1040]
function inScript(text: string, zero: number) {
	return text.replace(/\d/g, (digit) => String.fromCodePoint(zero + Number(digit)))
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']

/** Read out: `oh` for zero, `double` and `triple`, pauses as commas. */
function spoken(g: Generator, number: Number_) {
	return grouped(number)
		.map((part) => {
			const words: string[] = []
			for (let k = 0; k < part.length; k++) {
				const digit = Number(part[k])
				const name = digit === 0 && g.chance(0.7) ? 'oh' : WORDS[digit]!
				if (part[k] === part[k + 1] && part[k] === part[k + 2] && g.chance(0.6)) {
					words.push(`triple ${name}`)
					k += 2
				} else if (part[k] === part[k + 1] && g.chance(0.8)) {
					words.push(`double ${name}`)
					k++
				} else words.push(name)
			}
			return words.join(' ')
		})
		.join(g.pick([', ', ' ', ' - ', '... ']))
}

const EMOJI = ['📞', '📱', '☎️', '✨', '🏠', '👉', '🔑', '⭐', '💬', '🌞']
const FILLERS = ['then', 'and', 'next', 'space', 'dash', 'call', 'ok', 'then', 'plus', 'after']

function dodgedNumber(g: Generator): { text: string; category: string } {
	const number = mobile(g)
	const parts = grouped(number)
	switch (g.int(0, 9)) {
		case 0:
			return { category: 'digits of another script', text: inScript(parts.join(' '), g.pick(SCRIPT_ZEROS)) }
		case 1:
			return { category: 'spoken digits', text: spoken(g, number) }
		case 2:
			return { category: 'emoji between groups', text: parts.join(` ${g.pick(EMOJI)} `) }
		case 3:
			return { category: 'emoji between digits', text: [...number.national].join(g.pick(EMOJI)) }
		case 4:
			return {
				category: 'slashes, tildes, pipes',
				text: parts.join(g.pick(['/', ' / ', '~', ' ~ ', '|', ' | ', '\\', '//'])),
			}
		case 5:
			return {
				category: 'words between groups',
				text: parts.map((part, k) => (k ? `${g.pick(FILLERS)} ${part}` : part)).join(' '),
			}
		case 6:
			return {
				category: 'one per line',
				text: g.chance(0.5) ? [...number.national].join('\n') : parts.join('\n'),
			}
		case 7:
			return {
				category: 'reference prefix',
				text: `${g.pick(['Ref', 'Ref.', 'Reference:', 'Listing ID', 'Ad no.', '#', 'Ref no'])} ${g.chance(0.5) ? number.national : parts.join(' ')}`,
			}
		case 8:
			return {
				category: 'digits and words mixed',
				text: [...number.national].map((digit, k) => (k % 2 ? WORDS[Number(digit)] : digit)).join(g.pick([' ', '-'])),
			}
		default:
			return {
				category: 'dots and brackets',
				text: parts.map((part) => g.pick([`(${part})`, `${part}.`, `<${part}>`])).join(' '),
			}
	}
}

const NAMES = ['anna', 'tom', 'sara', 'mike', 'lucy', 'omar', 'jade', 'nina', 'raj', 'kate', 'leo', 'ella']
const SURNAMES = ['reed', 'khan', 'walsh', 'price', 'moss', 'hale', 'lane', 'ford', 'nash', 'cole']
const mailbox = (g: Generator) =>
	g.pick([
		() => `${g.pick(NAMES)}.${g.pick(SURNAMES)}${g.int(1, 99)}`,
		() => `${g.pick(NAMES)}${g.pick(SURNAMES)}`,
		() => `${g.pick(NAMES)}_${g.pick(SURNAMES)}`,
		() => `${g.pick(SURNAMES)}.${g.pick(NAMES)}`,
	])()

function dodgedMailbox(g: Generator): { text: string; category: string } {
	const box = mailbox(g)
	switch (g.int(0, 3)) {
		case 0:
			return {
				category: 'provider named, no address',
				text: g.pick([
					`my gmail is ${box}`,
					`My Gmail: ${box}`,
					`hotmail is ${box}`,
					`drop a line to my yahoo, ${box}`,
					`gmail ${box} (add the usual ending)`,
					`find me on outlook: ${box}`,
				]),
			}
		case 1:
			return {
				category: 'AT … DOT …',
				text: `${box} ${g.pick(['AT', 'at', '(at)', '-at-'])} ${g.pick(['proton', 'protonmail', 'tutanota', 'pm', 'icloud', 'gmx'])} ${g.pick(['DOT', 'dot', '(dot)', '-dot-'])} ${g.pick(['me', 'com', 'net', 'de'])}`,
			}
		case 2:
			return { category: 'AT … DOT …', text: `${box}@${g.pick(['proton', 'pm'])}.me` }
		default:
			return {
				category: 'provider named, no address',
				text: `e-mail: ${box} ${g.pick(['at gee mail', 'on gmail', 'at the google one', '@ gmail'])}`,
			}
	}
}

function dodgedMessenger(g: Generator): { text: string; category: string } {
	const handle = `${g.pick(NAMES)}${g.pick(['_flats', 'lets', '.homes', '_rent', 'property'])}${g.int(1, 99)}`
	switch (g.int(0, 4)) {
		case 0: {
			const app = g.pick([
				'telegrm',
				'telgram',
				'tele gram',
				'whtsapp',
				'whatsaap',
				'wats app',
				'vibr',
				'instagrm',
				'skyp',
				'wechatt',
				'what’s app',
				'whatsap',
				'telegarm',
			])
			return {
				category: 'misspelled messenger',
				text: g.pick([
					`message me on ${app}`,
					`${app}: ${handle}`,
					`add me on ${app} ${handle}`,
					`${app} only`,
					`I reply faster on ${app}`,
				]),
			}
		}
		case 1: {
			const link = g.pick(['t . me', 't. me', 't .me', 'wa . me', 't dot me', 'T.ME', 'wa dot me'])
			const tail = link.startsWith('wa') ? mobile(g).national.replace(/^0/, '44') : handle
			return { category: 'spaced link', text: `${link}${g.pick([' / ', '/', ' slash ', ' /'])}${tail}` }
		}
		case 2: {
			const username = `${g.pick(NAMES)}${g.pick(['', 'flats', 'home', '_lets'])}.${g.digits(2)}`
			return {
				category: 'Signal username',
				text: g.pick([
					`Signal: ${username}`,
					`my signal is ${username}`,
					`signal username ${username}`,
					`find me on Signal (${username})`,
					`${username} on signal`,
				]),
			}
		}
		case 3:
			return {
				category: 'messenger by name',
				text: g.pick([`DM me on insta @${handle}`, `snap: ${handle}`, `Viber ${handle}`, `kik me ${handle}`]),
			}
		default: {
			const number = mobile(g)
			return {
				category: 'messenger and number',
				text: `${g.pick(['WA', 'whatsapp', 'Telegram', 'viber'])} ${grouped(number).join('.')}`,
			}
		}
	}
}

/** A GB IBAN with a valid check (mod 97). */
function iban(g: Generator) {
	const bank = g.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'])
	const account = `${g.digits(6)}${g.digits(8)}`
	const rearranged = `${bank}${account}GB00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
	let remainder = 0
	for (const char of rearranged) remainder = (remainder * 10 + Number(char)) % 97
	const check = String(98 - remainder).padStart(2, '0')
	return `GB${check}${bank}${account}`
}

function dodgedIban(g: Generator): { text: string; category: string } {
	const value = iban(g)
	const groups = value.match(/.{1,4}/g)!
	return {
		category: 'IBAN broken up',
		text: `${g.pick(['pay to', 'account', 'bank:', 'IBAN'])} ${groups.join(g.pick(['/', ' / ', '\n', ' 💷 ', '|', '~', ' - ']))}`,
	}
}

// ---------------------------------------------------------------------------------------------
// Listings around them

const HONEST_NAMES = [
	'{beds} bed flat in {area}, {year}s block',
	'Victorian terrace, {beds} bedrooms, {postcode}',
	'Top floor studio (floor {floor} of {floors})',
	'Family home on a {acres} acre lot, built {year}',
	'{beds}BR/{baths}BA condo, unit {unit}',
	'Garden flat, EPC {epc}',
	'Loft conversion near bus {bus}',
	'New build {beds} bed, {sqft} sq ft',
	'Charming cottage, Band {band}',
	'{beds} bed maisonette, £{rent} pcm',
]

const HONEST_LINES = [
	'Council tax band {band} (£{tax} for {taxYear}).',
	'EPC rating {epc} ({epcScore}), potential {epcBetter} ({epcScoreBetter}).',
	'Guide price £{sale}; service charge £{charge} per annum; ground rent £{ground}.',
	'Rent £{rent} pcm, deposit £{deposit} (five weeks), holding deposit £{holding}.',
	'Living room {m1}m x {m2}m ({f1}\'{i1}" x {f2}\'{i2}").',
	'Bedroom {n}: {m1} x {m2} m.',
	'Kitchen/diner {m1}m x {m2}m, utility {m2}m x {m3}m.',
	'Total floor area {sqft} sq ft ({sqm} sq m).',
	'Built in {year}, extended {recent}, rewired {recent}.',
	'Buses {bus}, {bus2} and {bus3} stop at the corner; Zone {zone}, {mins} mins to the Tube.',
	'On the {floor}th floor of {floors}, with lift; flat {unit}.',
	'Lease: {lease} years remaining (125 years from {year2}).',
	'Available from {day}/{month}/{nextYear}, minimum term {term} months.',
	'Bedrooms: {beds}\nBathrooms: {baths}\nReception rooms: {receptions}\nFloor: {floor}\nBuilt: {year}',
	'Size: {sqm} m²\nPlot: {plot} m²\nYear: {year}\nParking: {parking} spaces',
	'HOA ${hoa}/mo, taxes ${taxes} ({recent}), MLS #{mls}.',
	'Lot {acres} acres, {sqft} sq ft, {beds} beds, {baths} baths, {garage}-car garage.',
	'Asking ${price}; price per sq ft ${ppsf}.',
	'Postcode {postcode}; school catchment for St {saint}’s (Ofsted {recent}).',
	'Route {route} and I-{interstate} exit {exit} within {mins} minutes.',
	'Open house {day}/{month} {hour}-{hour2}pm.',
	'Boiler {recent} (Worcester 30i), windows {year2}, roof {recent}.',
	'{units} flats in the building, concierge {hour}am-{hour2}pm.',
	'Broadband up to {mbps} Mbps; {mins} min walk to the station (lines {bus} and {bus2}).',
	'Room sizes:\n{m1} x {m2}\n{m2} x {m3}\n{m3} x {m1}',
	'Gas and electric approx £{bills} a month; water £{water} a month.',
	'Energy use {kwh} kWh/m²/yr; solar panels {kw} kW since {recent}.',
	'Parcel {parcel}, zoning R-{zone}.',
	'Floors 1 to {floor}: {sqft} sq ft each.',
	'Viewings on weekdays from {hour}am; please book through the site.',
]

const ADDRESSES_HONEST = [
	'{street} {road}, London {postcode}',
	'Flat {unit}, {street} {road}, {town} {postcode}',
	'{street} {road}, {cityUs} {zip}',
	'Apt {unit}, {street} {road}, {cityUs} {zip}',
	'{street} {road}, {town}',
]

const PHOTO_LINES = [
	'Kitchen ({m1} x {m2} m)',
	'Bedroom {n}',
	'View from floor {floor}',
	'Garden, {plot} m²',
	'Living room',
	'',
	'Bathroom {n}, refitted {recent}',
]

const HONEST_USERNAMES = [
	'jsmith{year}',
	'anna_lets',
	'owner{n2}',
	'flats4u',
	'mike.{n2}',
	'the-{road2}-team',
	'kate{zone}',
	'homes{year}',
	'sam_{n2}',
	'reedproperty',
]

function fillIn(g: Generator, template: string): string {
	const values: Record<string, () => string> = {
		beds: () => String(g.int(1, 5)),
		baths: () => String(g.int(1, 3)),
		receptions: () => String(g.int(1, 3)),
		area: () => g.pick(['Hackney', 'Clifton', 'Leith', 'Headingley', 'Jesmond', 'Brixton', 'Didsbury']),
		year: () => String(g.int(1860, 2022)),
		year2: () => String(g.int(1990, 2015)),
		recent: () => String(g.int(2012, 2025)),
		nextYear: () => g.pick(['2026', '2027']),
		postcode: () =>
			g.pick([
				'N1 7GU',
				'SW9 8PQ',
				'BS8 4AA',
				'EH6 6QU',
				'LS6 3EX',
				'M20 2RN',
				'E8 1DY',
				'NE2 1AB',
				'CF10 3AT',
				'B15 2TT',
			]),
		floor: () => String(g.int(1, 14)),
		floors: () => String(g.int(3, 20)),
		acres: () => g.pick(['0.25', '0.5', '1.2', '2', '0.18']),
		unit: () => `${g.int(1, 60)}${g.pick(['', 'A', 'B', 'C'])}`,
		epc: () => g.pick(['B', 'C', 'D', 'E']),
		epcBetter: () => g.pick(['A', 'B', 'C']),
		epcScore: () => String(g.int(39, 80)),
		epcScoreBetter: () => String(g.int(70, 92)),
		bus: () => String(g.int(1, 499)),
		bus2: () => String(g.int(1, 499)),
		bus3: () => `N${g.int(1, 99)}`,
		sqft: () => g.pick([String(g.int(380, 3900)), `${g.int(1, 3)},${g.digits(3)}`]),
		sqm: () => String(g.int(30, 360)),
		band: () => g.pick(['A', 'B', 'C', 'D', 'E', 'F']),
		rent: () => `${g.int(1, 3)},${g.int(1, 9)}${g.pick(['00', '50', '25', '95'])}`,
		tax: () => `${g.int(1, 3)},${g.digits(3)}.${g.digits(2)}`,
		taxYear: () => g.pick(['2025/26', '2024/25', '2025-26']),
		sale: () => `${g.int(180, 950)},000`,
		charge: () => `${g.int(1, 4)},${g.digits(3)}`,
		ground: () => String(g.int(50, 450)),
		deposit: () => `${g.int(1, 3)},${g.digits(3)}`,
		holding: () => String(g.int(250, 690)),
		m1: () => `${g.int(2, 7)}.${g.digits(2)}`,
		m2: () => `${g.int(2, 6)}.${g.digits(2)}`,
		m3: () => `${g.int(1, 4)}.${g.digits(2)}`,
		f1: () => String(g.int(8, 22)),
		f2: () => String(g.int(7, 18)),
		i1: () => String(g.int(0, 11)),
		i2: () => String(g.int(0, 11)),
		n: () => String(g.int(1, 4)),
		n2: () => String(g.int(1, 99)),
		zone: () => String(g.int(1, 6)),
		mins: () => String(g.int(2, 25)),
		lease: () => String(g.int(80, 990)),
		day: () => String(g.int(1, 28)).padStart(2, '0'),
		month: () => String(g.int(1, 12)).padStart(2, '0'),
		term: () => g.pick(['6', '12', '18', '24']),
		plot: () => String(g.int(120, 2400)),
		parking: () => String(g.int(1, 3)),
		hoa: () => String(g.int(90, 780)),
		taxes: () => `${g.int(1, 12)},${g.digits(3)}`,
		mls: () => g.digits(g.int(7, 8)),
		garage: () => String(g.int(1, 3)),
		price: () => `${g.int(190, 1800)},${g.pick(['000', '500', '900'])}`,
		ppsf: () => String(g.int(140, 990)),
		saint: () => g.pick(['Mary', 'John', 'Peter', 'Anne']),
		route: () => String(g.int(1, 299)),
		interstate: () => String(g.pick([5, 10, 35, 40, 80, 95])),
		exit: () => String(g.int(1, 420)),
		hour: () => String(g.int(8, 11)),
		hour2: () => String(g.int(1, 7)),
		units: () => String(g.int(6, 240)),
		mbps: () => g.pick(['80', '500', '900', '1000', '1,600']),
		bills: () => String(g.int(60, 240)),
		water: () => String(g.int(20, 60)),
		kwh: () => String(g.int(60, 320)),
		kw: () => `${g.int(2, 6)}.${g.int(0, 9)}`,
		parcel: () => `${g.digits(3)}-${g.digits(3)}-${g.digits(3)}`,
		street: () => String(g.int(1, 240)),
		road: () =>
			g.pick(['Mill Lane', 'Church Street', 'Albert Road', 'Elm Grove', 'Station Road', 'Maple Ave', 'Oak Street']),
		road2: () => g.pick(['mill', 'church', 'albert', 'elm']),
		town: () => g.pick(['Bristol', 'Leeds', 'Edinburgh', 'Manchester', 'Cardiff', 'Newcastle']),
		cityUs: () => g.pick(['Portland, OR', 'Austin, TX', 'Boston, MA', 'Denver, CO', 'Raleigh, NC']),
		zip: () => g.pick(['97205', '78704', '02118', '80205', '27601', '60614']),
	}
	return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!())
}

function honestListing(g: Generator): Omit<HeldOutText, 'category'> {
	const sentences = Array.from({ length: g.int(3, 8) }, () => fillIn(g, g.pick(HONEST_LINES)))
	return {
		name: fillIn(g, g.pick(HONEST_NAMES)),
		description: sentences.join(g.pick([' ', '\n', '\n\n'])),
		address: fillIn(g, g.pick(ADDRESSES_HONEST)),
		photoDescriptions: Array.from({ length: g.int(0, 4) }, () => fillIn(g, g.pick(PHOTO_LINES))),
		username: fillIn(g, g.pick(HONEST_USERNAMES)),
	}
}

/** Honest listings full of numbers, of the held-out corpus. */
export function heldOutHonestTexts(n: number, seed: number): HeldOutText[] {
	const g = generator(seed)
	return Array.from({ length: n }, () => ({ ...honestListing(g), category: 'honest' }))
}

const LEADS = ['Call', 'Text', 'Ring', 'Contact', 'Reach me on', 'For viewings:', 'Questions?', 'Info:', '']

/** Scam listings of the held-out corpus: an honest listing with one dodge of issue 40 in it. */
export function heldOutScamTexts(n: number, seed: number): HeldOutText[] {
	const g = generator(seed)
	return Array.from({ length: n }, () => {
		const listing = honestListing(g)
		const kind = g.pick(['number', 'number', 'number', 'split', 'mailbox', 'messenger', 'messenger', 'iban'])
		if (kind === 'split') {
			// A number begun in one field and ended in the next a visitor reads.
			const parts = grouped(mobile(g))
			const cut = g.int(1, parts.length - 1)
			const [first, second] = [parts.slice(0, cut).join(' '), parts.slice(cut).join(' ')]
			switch (g.int(0, 2)) {
				case 0:
					listing.name = `${listing.name} ${first}`
					listing.description = `${second} ${listing.description}`
					break
				case 1:
					listing.username = `${g.pick(NAMES)}${first.replace(/ /g, '')}`
					listing.name = `${second} ${listing.name}`
					break
				default:
					listing.description = `${listing.description} ${first}`
					listing.address = `${second}, ${listing.address}`
			}
			return { ...listing, category: 'number split between fields' }
		}
		const { text, category } =
			kind === 'number'
				? dodgedNumber(g)
				: kind === 'mailbox'
					? dodgedMailbox(g)
					: kind === 'messenger'
						? dodgedMessenger(g)
						: dodgedIban(g)
		const lead = kind === 'number' ? g.pick(LEADS) : ''
		const detail = lead ? `${lead} ${text}` : text
		switch (g.int(0, 4)) {
			case 0:
				listing.name = `${listing.name} ${detail}`
				break
			case 1:
				listing.description = `${detail}\n${listing.description}`
				break
			case 2:
				listing.photoDescriptions = [...listing.photoDescriptions, detail]
				break
			default:
				listing.description = `${listing.description}\n${detail}`
		}
		return { ...listing, category }
	})
}
