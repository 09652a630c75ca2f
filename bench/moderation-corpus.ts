// Generated listings and messages for the moderation signal benchmark (npm run bench:moderation-signals).
//
// Ordinary listings are written the way owners write them, in English, German, French and Spanish:
// full of numbers (years, sizes, prices, street numbers, postcodes, floors, dates, times, reference
// numbers) and of the words `at`, `dot`, `point`, `signal`, but with no way to reach the owner except
// the site. Scam listings are ordinary listings with contact details or payment details slipped in
// the way people slip them past filters. Everything is drawn from a seeded generator, so a run can be
// compared with the last one.
import { createHash } from 'node:crypto'

/** What a visitor reads of a listing: its texts and its owner's username. */
export type ListingText = {
	name: string
	description: string
	address: string
	photoDescriptions: string[]
	username: string
}
export type ContactKind = 'phone' | 'email' | 'url' | 'messenger' | 'iban' | 'crypto'
/** A scam listing, the kinds of contact detail slipped into it, and the text slipped in. */
export type ScamListingText = ListingText & { kinds: ContactKind[]; planted: string[] }
/** A message asking for money outside the site, and the scheme it follows. */
export type MoneyMessage = { text: string; scheme: string }

type Language = 'en' | 'de' | 'fr' | 'es'
const LANGUAGES: Language[] = ['en', 'en', 'de', 'fr', 'es']

// ---------------------------------------------------------------------------------------------
// Randomness

type Random = {
	next(): number
	int(min: number, max: number): number
	pick<T>(items: readonly T[]): T
	chance(p: number): boolean
	digits(count: number): string
}

/** mulberry32: small, fast and good enough to draw text from. */
function random(seed: number): Random {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
	return {
		next,
		int,
		pick: (items) => items[Math.floor(next() * items.length)]!,
		chance: (p) => next() < p,
		digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
	}
}

/** Lines of a template literal, trimmed, without the empty ones. */
function lines(text: string) {
	return text
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean)
}

/** A template with `{placeholder}`s, each filled by its generator. */
function fill(r: Random, template: string, values: Record<string, (r: Random) => string>) {
	return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
		const value = values[name]
		if (!value) throw new Error(`No value for ${whole} in "${template}"`)
		return value(r)
	})
}

function group(text: string, sizes: number[], separator: string) {
	const parts: string[] = []
	let at = 0
	for (const size of sizes) {
		parts.push(text.slice(at, at + size))
		at += size
	}
	if (at < text.length) parts.push(text.slice(at))
	return parts.filter(Boolean).join(separator)
}

function thousands(value: number, separator: string) {
	return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

// ---------------------------------------------------------------------------------------------
// Ordinary listings

const values: Record<string, (r: Random) => string> = {
	year: (r) => String(r.int(1890, 2024)),
	recentYear: (r) => String(r.int(2005, 2025)),
	beds: (r) => String(r.int(1, 6)),
	baths: (r) => r.pick(['1', '1.5', '2', '2.5', '3']),
	floor: (r) => String(r.int(1, 12)),
	sqft: (r) => thousands(r.int(450, 4200), r.pick([',', ',', ''])),
	sqm: (r) => String(r.int(28, 240)),
	sqmDecimal: (r) => `${r.int(6, 40)}${r.pick(['.', ','])}${r.int(1, 9)}`,
	bigSqm: (r) => thousands(r.int(1000, 9800), r.pick([' ', '.', ''])),
	lot: (r) => r.pick(['0.18', '0.25', '0.4', '1.2', '2.5']),
	usd: (r) => `$${thousands(r.int(9, 60) * 50, ',')}`,
	usdBig: (r) => `$${thousands(r.int(180, 2400) * 1000, ',')}`,
	gbp: (r) => `£${thousands(r.int(14, 60) * 50, ',')}`,
	eur: (r) => `${thousands(r.int(9, 40) * 50, r.pick(['.', ' ', '']))} ${r.pick(['€', 'EUR', 'Euro'])}`,
	eurBig: (r) => `${thousands(r.int(150, 1900) * 1000, r.pick([' ', '.', ' ']))} ${r.pick(['€', 'EUR'])}`,
	eurFirst: (r) => `€${thousands(r.int(9, 40) * 50, r.pick([',', '.']))}`,
	small: (r) => String(r.int(40, 380)),
	minutes: (r) => String(r.int(2, 25)),
	km: (r) => `${r.int(0, 12)}${r.pick(['.', ','])}${r.int(1, 9)}`,
	meters: (r) => String(r.int(1, 9) * 100),
	day: (r) => String(r.int(1, 28)).padStart(2, r.pick(['0', ''])),
	month: (r) => String(r.int(1, 12)).padStart(2, r.pick(['0', ''])),
	nextYear: (r) => r.pick(['2025', '2026', '2027']),
	hour: (r) => String(r.int(8, 19)),
	minute: (r) => r.pick(['00', '15', '30', '45']),
	zipUs: (r) => r.pick(['78701', '78704', '10019', '94110', '60614', '33139', '98103', '02116', '30309', '80205']),
	zipPlus: (r) => `${r.pick(['78701', '10019', '94110', '60614'])}-${r.digits(4)}`,
	postUk: (r) =>
		r.pick(['SW1A 1AA', 'E8 3PH', 'N16 7XJ', 'M4 1HN', 'BS1 5TR', 'EH3 9DR', 'LS6 2AB', 'SE15 4QL', 'G12 8QQ']),
	plzDe: (r) => r.pick(['10115', '10437', '20355', '80331', '50667', '60311', '04109', '01067', '70173', '28195']),
	cpFr: (r) => r.pick(['75002', '75011', '69003', '13006', '33000', '31000', '44000', '59800', '67000', '06000']),
	cpEs: (r) => r.pick(['28013', '28004', '08012', '46001', '41003', '29016', '48001', '50001', '03001', '15001']),
	street: (r) => String(r.int(1, 2999)),
	streetSmall: (r) => String(r.int(1, 140)),
	band: (r) => r.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G']),
	m: (r) => `${r.int(2, 7)}.${r.digits(2)}m`,
	mls: (r) => r.digits(r.int(6, 8)),
	ref: (r) => `${r.pick(['2024', '2025', '2026'])}-${r.digits(4)}`,
	percent: (r) => String(r.int(2, 9)),
	kwh: (r) => `${r.int(40, 260)}${r.pick(['', ',4', '.7'])}`,
	feet: (r) => `${r.int(8, 24)}'${r.int(0, 11)}"`,
	dims: (r) => `${r.int(2, 7)},${r.int(10, 95)} x ${r.int(2, 6)},${r.int(10, 95)} m`,
	bus: (r) => [r.int(1, 40), r.int(41, 120), r.int(121, 399)].join(r.pick([', ', ' and ', '/'])),
	units: (r) => String(r.int(4, 180)),
	cityUs: (r) => r.pick(['Austin, TX', 'Chicago, IL', 'Seattle, WA', 'Denver, CO', 'Atlanta, GA', 'Miami Beach, FL']),
	cityUk: (r) => r.pick(['London', 'Manchester', 'Bristol', 'Edinburgh', 'Leeds', 'Glasgow']),
	cityDe: (r) => r.pick(['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Leipzig', 'Dresden']),
	cityFr: (r) => r.pick(['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Toulouse', 'Nantes', 'Lille']),
	cityEs: (r) => r.pick(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Málaga', 'Bilbao', 'Zaragoza']),
	streetEn: (r) =>
		r.pick([
			'Main St',
			'Elm Road',
			'Oak Avenue',
			'Baker Street',
			'W 57th St',
			'Congress Ave',
			'High Street',
			'Mill Lane',
		]),
	streetDe: (r) => r.pick(['Hauptstraße', 'Schillerstr.', 'Bergmannstraße', 'Am Markt', 'Lindenallee', 'Kastanienweg']),
	streetFr: (r) =>
		r.pick(['rue de la Paix', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue Oberkampf', 'quai des Chartrons']),
	streetEs: (r) =>
		r.pick(['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Carrer de Mallorca', 'Paseo de Gracia']),
}

const NAMES: Record<Language, string[]> = {
	en: lines(`
		Sunny {beds}-bed flat near the park
		{beds}BR/{baths}BA Craftsman bungalow, built {year}
		Bright studio, {sqft} sq ft, floor {floor}
		Renovated {beds} bedroom townhouse with garden
		Loft at the Old Mill, unit {streetSmall}
		Quiet {beds}-bedroom home close to schools
		Spacious family house ({sqft} sq ft) on a {lot} acre lot
		Top-floor apartment with city views, {usd}/month
		Victorian terrace, {beds} beds, {postUk}
		Modern condo #{streetSmall} at The Heights
	`),
	de: lines(`
		Helle {beds}-Zimmer-Wohnung mit Balkon
		Altbau-Wohnung, {sqm} m², {floor}. OG
		Ruhige Wohnung im Grünen, Baujahr {year}
		Familienhaus mit Garten, {sqm} m² Wohnfläche
		Möbliertes Apartment, {eur} warm
		Dachgeschosswohnung mit Blick über {cityDe}
	`),
	fr: lines(`
		Appartement T{beds} lumineux, {sqm} m²
		Studio meublé proche métro, {eur}/mois
		Maison de {sqm} m² avec jardin
		Bel appartement ancien au {floor}e étage
		Duplex refait à neuf en {recentYear}
		T{beds} avec balcon et vue dégagée
	`),
	es: lines(`
		Piso exterior de {beds} habitaciones
		Ático con terraza de {sqm} m²
		Estudio reformado en {recentYear}, {eur}/mes
		Casa adosada con jardín y piscina
		Piso luminoso en {floor}ª planta con ascensor
		Apartamento junto a la playa, {sqm} m²
	`),
}

const SENTENCES: Record<Language, string[]> = {
	en: lines(`
		Built in {year} and fully renovated in {recentYear}, this home offers {sqft} sq ft of living space.
		The apartment is on the {floor}th floor of a {floor}-storey building with a lift.
		Rent is {usd}/month, plus {small} dollars for utilities.
		Security deposit: one month's rent, payable at lease signing.
		Available from {month}/{day}/{nextYear}; minimum lease 12 months.
		Open house Saturday {hour}:{minute}–{hour}:{minute}, no appointment needed.
		The living room measures {feet} x {feet} with 9 ft ceilings.
		HOA fees are {usd}/mo and property taxes were {usd} in {recentYear}.
		Asking price {usdBig}, or {usd} per month to rent.
		Close to the park at the end of the street, and {minutes} minutes' walk to the station.
		Bus lines {bus} stop right outside.
		The kitchen was redone in {recentYear} with a new oven, dishwasher and fridge.
		There are {beds} bedrooms and {baths} bathrooms, two of them en suite.
		Two bedrooms, one bathroom and a small study.
		A dot of colour in a quiet street: the front door is painted bright red.
		Good mobile signal and fibre broadband up to 900 Mbps.
		Parking for {beds} cars; EV charger installed in {recentYear}.
		Lot size {lot} acres, mature trees, south-facing garden.
		MLS# {mls}. Listing ref {ref}.
		Energy rating C ({small}), council tax band D.
		The flat is {meters} m from the Underground and {km} km from the centre.
		Pets considered, with a {usd} pet deposit.
		Laundry in unit, storage unit #{streetSmall} in the basement.
		Viewings by appointment through this site only; we reply within 24 hours.
		Point of interest: the farmers market every Sunday at 9am.
		The building has {units} units, a gym on the 2nd floor and a roof terrace.
		Landlord pays water and trash; tenant pays electric (approx. {small} dollars/month).
		Sorry, no smoking. Max. {beds} occupants.
		Heating replaced {recentYear}, roof {recentYear}, windows double glazed ({year}).
		Walk score {small}, near Line {floor} and the Telegraph Hill shops.
		Rooms: living {sqmDecimal} m², kitchen {sqmDecimal} m², bedroom {sqmDecimal} m².
		Please message us with your move-in date and how many people will live here.
		The garden.it is lovely in spring, with roses and a small pond.
		We meet at the front gate at the agreed time; bring photo ID.
		Rent {gbp} pcm, deposit 5 weeks' rent, no agency fees.
		School catchment: Oakwood Primary (rated Outstanding {recentYear}).
		Apt {floor}B faces the courtyard, units {streetSmall} to {street} are on the other wing.
		Council tax band C (£1,650 for 2025/26); service charge £1,200 p.a., ground rent £250 p.a.
		Ceiling height 2.75 m, plot 0.3 ha, storage room 3 x 2 m.
		Open Saturday 11am-1pm and Sunday 2-4pm; viewings at short notice.
		Built {year} / renovated {recentYear} / roof {recentYear} / boiler {recentYear}.
		Ref: HL-{recentYear}-00{streetSmall}. Units 1A–1F are sold; 2A–2D available.
		The property is at the corner of 5th Ave and 23rd St, {minutes} blocks from the subway.
		GPS 52.5200, 13.4050 for the entrance on the side street.
		Energy: {kwh} kWh/m²/yr, CO2 {small} kg/m²/yr.
		Ground floor: 3 rooms; 1st floor: 2 rooms; attic {sqm} m².
		Monthly costs: rent {usd}, utilities {usd}, parking {usd}: total {usd}.
		Contact: via the form below, we answer every message.
		Visits on {day}/{month} and {day}/{month} from 10h to 12h.
		Tram lines 12, 16 and 18, and the S-Bahn (S1, S2, S25) are a short walk away.
		Lot 14, DP {mls}; zoned R2, frontage 15.24 m.
		Apartment 3.2 (third floor, door 2); intercom code on request.
		Dot Street is a quiet cul-de-sac at the edge of the park.
		Price per sq ft: {usd}; 1/2 bath on the main level.
		Council tax band {band}; EPC rating {band} ({small}); {floor} floors, lift to all.
		Bedroom 1: {m} x {m} ({feet} x {feet}). Bedroom 2: {m} x {m}.
		Bedrooms: {beds}\nBathrooms: {baths}\nFloor: {floor}\nBuilt: {year}\nSize: {sqm} sq m
		Routes {bus} and N{floor} run every {minutes} minutes; Zone {floor}.
		Service charge {gbp} a year, ground rent {gbp}, {units} years left on the lease.
		Room sizes:\n{m} x {m}\n{m} x {m}\n{m} x {m}
		Holding deposit {gbp} (one week's rent), deposit {gbp}; available {day}/{month}/{nextYear}.
		Flat {streetSmall} on floor {floor} of {units}; postcode {postUk}.
	`),
	de: lines(`
		Die Wohnung liegt im {floor}. OG eines gepflegten Altbaus (Baujahr {year}).
		Wohnfläche ca. {sqm} m², davon Wohnzimmer {sqmDecimal} m² und Küche {sqmDecimal} m².
		Kaltmiete {eur}, Nebenkosten {small} €, Heizkosten {small} €.
		Kaution: drei Monatskaltmieten, zahlbar bei Vertragsunterzeichnung.
		Bezugsfrei ab {day}.{month}.{nextYear}.
		Besichtigung am Samstag von {hour}:{minute} bis {hour}:{minute} Uhr.
		Energieausweis: Verbrauch {kwh} kWh/(m²·a), Baujahr Heizung {recentYear}.
		Zur S-Bahn sind es {minutes} Minuten, zum Zentrum {km} km.
		Kaufpreis {eurBig} zzgl. {percent},57 % Käuferprovision.
		Das Haus hat {units} Wohneinheiten und einen Fahrstuhl.
		Drei Zimmer, Küche, Bad, Balkon nach Süden.
		Tiefgaragenstellplatz Nr. {streetSmall} für {small} € im Monat.
		Objekt-Nr. {mls}, Grundstück {bigSqm} m².
		Haustiere nach Absprache, Nichtraucherwohnung.
		Anfragen bitte nur über das Kontaktformular dieser Seite.
		Treffpunkt für die Besichtigung ist der Hauseingang, Punkt {hour} Uhr.
		Zimmer: {dims}, Flur {sqmDecimal} m².
		Renoviert {recentYear}: neue Böden, neues Bad, Fenster von {year}.
		Guter Handyempfang, Glasfaser im Haus.
		Linie U{floor} und Bus {bus} in der Nähe.
		Befristet vom {day}.{month}.{nextYear} bis 31.08.{nextYear}.
		Telefonische Auskunft leider nicht möglich, bitte über das Kontaktformular.
		Heizkosten ca. 1,20 €/m², Baujahr {year}, modernisiert 2008/2009.
		Gesamtmiete: {eur} kalt + {small} € NK + {small} € HK.
	`),
	fr: lines(`
		Appartement de {sqm} m² au {floor}e étage avec ascenseur, immeuble de {year}.
		Loyer {eur} charges comprises, dépôt de garantie d'un mois.
		Disponible à partir du {day}/{month}/{nextYear}.
		Visites le samedi de {hour}h{minute} à {hour}h{minute}.
		DPE : D ({kwh} kWh/m².an), GES : C.
		À {minutes} minutes à pied du métro et à {km} km de la gare.
		Deux chambres, un séjour de {sqmDecimal} m² et une cuisine équipée.
		Prix de vente {eurBig}, frais d'agence {percent} % inclus.
		Copropriété de {units} lots, charges annuelles {eur}.
		Rénové en {recentYear} : électricité, plomberie et peintures.
		Un point de vue magnifique sur les toits depuis le balcon.
		Bus {bus} au pied de l'immeuble.
		Cave n° {streetSmall} et parking en sous-sol.
		Contact uniquement via la messagerie du site.
		Le dépôt de garantie est versé à la signature du bail.
		Superficie {sqm},40 m² loi Carrez, digicode 4521B.
		Bus 38 et 91, métro ligne {floor}, RER A à {meters} m.
		Visites le {day}/{month} et le {day}/{month} de 10h à 12h.
	`),
	es: lines(`
		Piso de {sqm} m² en {floor}ª planta con ascensor, edificio de {year}.
		Alquiler {eur} al mes, fianza de dos mensualidades.
		Disponible a partir del {day}/{month}/{nextYear}.
		Visitas los sábados de {hour}:{minute} a {hour}:{minute}.
		Certificado energético E ({kwh} kWh/m² año).
		A {minutes} minutos del metro y a {km} km de la playa.
		Tres dormitorios, dos baños y cocina independiente.
		Precio de venta {eurBig}, gastos de comunidad {small} €/mes.
		Reformado en {recentYear} con calefacción nueva.
		Punto de encuentro para la visita: el portal a la hora acordada.
		Plaza de garaje n.º {streetSmall} incluida.
		Líneas de autobús {bus} en la esquina.
		Referencia catastral {mls}, parcela de {bigSqm} m².
		Solo contacto a través de la mensajería de la web.
		La fianza se paga al firmar el contrato.
		Superficie construida {sqm} m², útil {small} m².
		Metro La Latina (L5) a {minutes} minutos; autobuses 17, 18, 23 y 35.
		Gastos: comunidad {small} €, IBI {small} € al año.
	`),
}

const ADDRESSES: Record<Language, string[]> = {
	en: lines(`
		{street} {streetEn}, {cityUs} {zipUs}
		Apt {floor}B, {street} {streetEn}, {cityUs} {zipPlus}
		Flat {streetSmall}, {streetSmall} {streetEn}, {cityUk} {postUk}
		{streetSmall} {streetEn}, {cityUk}, {postUk}
		Unit {street}, {street} {streetEn}, {cityUs}
	`),
	de: lines(`
		{streetDe} {streetSmall}, {plzDe} {cityDe}
		{streetDe} {streetSmall}a, {floor}. OG links, {plzDe} {cityDe}
	`),
	fr: lines(`
		{streetSmall} {streetFr}, {cpFr} {cityFr}
		{streetSmall} bis {streetFr}, bâtiment B, {cpFr} {cityFr}
	`),
	es: lines(`
		{streetEs} {streetSmall}, {floor}º {beds}ª, {cpEs} {cityEs}
		{streetEs}, {streetSmall}, {cpEs} {cityEs}
	`),
}

const PHOTOS: Record<Language, string[]> = {
	en: lines(`
		Living room, {sqmDecimal} m², south-facing
		Kitchen renovated in {recentYear}
		View from the {floor}th floor balcony
		Bathroom {beds} of {beds}
		Garden (approx. {sqft} sq ft)
		Front of the building, {street} {streetEn}
		Bedroom with built-in wardrobes, {feet} x {feet}
		Floor plan: {sqft} sq ft in total
	`),
	de: lines(`
		Wohnzimmer mit {sqmDecimal} m²
		Küche, neu seit {recentYear}
		Blick vom Balkon im {floor}. OG
		Grundriss der Wohnung
	`),
	fr: lines(`
		Séjour de {sqmDecimal} m²
		Cuisine refaite en {recentYear}
		Vue depuis le {floor}e étage
		Plan de l'appartement
	`),
	es: lines(`
		Salón de {sqmDecimal} m²
		Cocina reformada en {recentYear}
		Vistas desde la {floor}ª planta
		Plano de la vivienda
	`),
}

/** Usernames as people choose them: many hold a year or a number. */
function username(r: Random) {
	const first = r.pick(FIRST_NAMES)
	return r.pick([
		() => `${first}${r.int(1950, 2005)}`,
		() => `${first}_${r.pick(LAST_NAMES)}`,
		() => `${first}.${r.int(1, 99)}`,
		() => `${r.pick(['flats', 'homes', 'lettings', 'casa', 'wohnen'])}${r.int(1, 999)}`,
		() => `${first}-${r.pick(LAST_NAMES)}`,
		() => first,
	])()
}

function ordinaryListing(r: Random): ListingText & { language: Language } {
	const language = r.pick(LANGUAGES)
	const sentences = SENTENCES[language]
	const count = r.int(4, 12)
	const description: string[] = []
	for (let k = 0; k < count; k++) description.push(fill(r, r.pick(sentences), values))
	return {
		language,
		name: fill(r, r.pick(NAMES[language]), values),
		description: description.join(r.pick([' ', ' ', '\n', '\n\n'])),
		address: fill(r, r.pick(ADDRESSES[language]), values),
		photoDescriptions: Array.from({ length: r.int(0, 6) }, () => fill(r, r.pick(PHOTOS[language]), values)),
		username: username(r),
	}
}

export function ordinaryListingTexts(n: number, seed: number): ListingText[] {
	const r = random(seed)
	return Array.from({ length: n }, () => {
		const { language: _language, ...listing } = ordinaryListing(r)
		return listing
	})
}

// ---------------------------------------------------------------------------------------------
// Contact details as scammers write them

const SPELLED: Record<Language, string[]> = {
	en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
	de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
	fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
	es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
}

type Phone = { national: string; international: string; groups: number[]; country: string }

/** A number of a kind that is handed out (mobile ranges, city numbers), as its owner would write it. */
function phoneNumber(r: Random): Phone {
	const country = r.pick(['US', 'US', 'GB', 'DE', 'FR', 'ES'])
	switch (country) {
		case 'US': {
			const area = r.pick(['212', '312', '415', '512', '617', '713', '786', '305', '404', '206', '737', '646'])
			const national = `${area}${r.int(2, 9)}${r.digits(2)}${r.digits(4)}`
			return { national, international: `1${national}`, groups: [3, 3, 4], country }
		}
		case 'GB': {
			const national = `07${r.pick(['4', '5', '7', '8', '9'])}${r.int(1, 9)}${r.digits(7)}`
			return { national, international: `44${national.slice(1)}`, groups: [5, 6], country }
		}
		case 'DE': {
			const mobile = r.chance(0.7)
			const national = mobile
				? r.pick([
						() => `015${r.pick(['1', '2', '7', '9'])}${r.digits(8)}`,
						() => `016${r.pick(['0', '2', '3'])}${r.digits(7)}`,
						() => `017${r.int(0, 9)}${r.digits(r.pick([7, 8]))}`,
					])()
				: `0${r.pick(['30', '40', '89', '221', '69'])}${r.int(2, 9)}${r.digits(6)}`
			return { national, international: `49${national.slice(1)}`, groups: mobile ? [4, 4, 4] : [3, 4, 4], country }
		}
		case 'FR': {
			const national = `0${r.pick(['6', '6', `7${r.int(3, 9)}`, '1', '4'])}`
				.padEnd(10, 'x')
				.replace(/x/g, () => String(r.int(0, 9)))
			return { national, international: `33${national.slice(1)}`, groups: [2, 2, 2, 2, 2], country }
		}
		default: {
			const national = `${r.pick(['6', '6', `7${r.int(1, 4)}`, `9${r.int(1, 8)}`])}`
				.padEnd(9, 'x')
				.replace(/x/g, () => String(r.int(0, 9)))
			return { national, international: `34${national}`, groups: [3, 3, 3], country }
		}
	}
}

function writePhone(r: Random, language: Language): string {
	const phone = phoneNumber(r)
	const style = r.int(0, 29)
	const separator = r.pick([' ', ' ', '-', '.', ''])
	const groups = () => group(phone.national, phone.groups, ' ').split(' ')
	switch (style) {
		case 22: {
			// Digits of another script: Arabic-Indic, Persian, Devanagari, Thai, Bengali.
			const zero = r.pick([0x0660, 0x06f0, 0x0966, 0x0e50, 0x09e6])
			return groups()
				.join(' ')
				.replace(/\d/g, (digit) => String.fromCodePoint(zero + Number(digit)))
		}
		case 23:
			return groups().join(r.pick([' 📞 ', '📱', ' ✨ ', '👉', ' ☎️ ']))
		case 24:
			return groups().join(r.pick(['|', ' | ', '\\', ' ~ ', '//']))
		case 25:
			return groups().join(` ${r.pick(['then', 'and', 'space', 'dash', 'call', 'plus'])} `)
		case 26:
			return r.chance(0.5) ? [...phone.national].join('\n') : groups().join('\n')
		case 27: {
			// Read out: `oh`, `double`, `triple`, pauses as commas.
			return groups()
				.map((part) => {
					const words: string[] = []
					for (let k = 0; k < part.length; k++) {
						const name = part[k] === '0' && r.chance(0.6) ? 'oh' : SPELLED.en[Number(part[k])]!
						if (part[k] === part[k + 1] && part[k] === part[k + 2]) {
							words.push(`triple ${name}`)
							k += 2
						} else if (part[k] === part[k + 1]) {
							words.push(`double ${name}`)
							k++
						} else words.push(name)
					}
					return words.join(' ')
				})
				.join(', ')
		}
		case 29:
			return groups().join(r.pick(['. ', '.  ', ' . ']))
		case 28:
			// A reference number in front, so that the number reads as one.
			return `${r.pick(['Ref', 'Ref.', 'Ref:', 'ID', 'Listing #', 'Nr.'])} ${r.chance(0.5) ? phone.national : groups().join(' ')}`
		case 16:
			// The country code in brackets.
			return `(+${phone.international.slice(0, phone.international.length - phone.national.replace(/^0/, '').length)}) ${group(phone.national.replace(/^0/, ''), [3, 4, 4], ' ')}`
		case 17:
			// Words joined by hyphens, the way some write to dodge digit filters.
			return [...phone.national].map((digit) => SPELLED.en[Number(digit)]).join('-')
		case 18:
			// Groups of spelled-out digits between commas, read out as a phone number is.
			return group(phone.national, phone.groups, ' ')
				.split(' ')
				.map((part) => [...part].map((digit) => SPELLED[language][Number(digit)]).join(' '))
				.join(', ')
		case 19:
			return `${group(phone.national, phone.groups, ' ')} (${r.pick(['evenings', 'after 6pm', 'WhatsApp too', 'mobile', 'abends', 'le soir', 'tardes'])})`
		case 20:
			return phone.national.replace(/(\d{3,4})(\d+)/, '$1/$2')
		case 21:
			// Stars or underscores between the digits.
			return [...phone.national].join(r.pick(['*', '_', '~']))
		case 0:
		case 1:
			return group(phone.national, phone.groups, separator)
		case 2: {
			// International: the country code, then the number without its trunk zero.
			const trunk = phone.national[0] === '0'
			const significant = trunk ? phone.national.slice(1) : phone.national
			const code = phone.international.slice(0, phone.international.length - significant.length)
			const sizes = phone.groups.map((size, k) => (k === 0 && trunk ? size - 1 : size))
			return `+${code} ${group(significant, sizes, separator || ' ')}`
		}
		case 3:
			return phone.country === 'US'
				? `(${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6)}`
				: `+${phone.international}`
		case 4:
			// One digit at a time.
			return [...phone.national].join(r.pick([' ', ' ', '-', '.', ' . ']))
		case 5: {
			// Spelled out, in the listing's language or in English.
			const words = SPELLED[r.chance(0.6) ? language : 'en']
			return [...phone.national].map((digit) => words[Number(digit)]).join(r.pick([' ', ' ', '-', ', ']))
		}
		case 6: {
			// Half digits, half words.
			const words = SPELLED[language]
			return [...phone.national].map((digit, k) => (k % 3 === 1 ? words[Number(digit)] : digit)).join(' ')
		}
		case 7:
			// Letters for digits.
			return group(phone.national.replace(/0/g, 'O').replace(/1/g, r.pick(['l', 'I', '1'])), phone.groups, ' ')
		case 8:
			return `00${phone.international.slice(0, 2)} ${group(phone.international.slice(2), [3, 3, 4], ' ')}`
		case 9:
			return group(phone.national, phone.groups, ' ')
				.split(' ')
				.map((part) => `[${part}]`)
				.join(' ')
		case 10:
			return phone.country === 'GB'
				? `+44 (0)${phone.national.slice(1, 5)} ${phone.national.slice(5)}`
				: phone.country === 'DE'
					? `${phone.national.slice(0, 4)}/${phone.national.slice(4)}`
					: group(phone.national, phone.groups, ' ')
		case 11: {
			// "double seven" in English.
			const words = SPELLED.en
			const parts: string[] = []
			const digits = phone.national
			for (let k = 0; k < digits.length; k++) {
				if (digits[k] === digits[k + 1] && r.chance(0.7)) {
					parts.push(`double ${words[Number(digits[k])]}`)
					k++
				} else parts.push(r.chance(0.2) && digits[k] === '0' ? 'oh' : words[Number(digits[k])]!)
			}
			return parts.join(' ')
		}
		case 12:
			return `+${phone.international.replace(/(\d{2})(?=\d)/g, '$1 ')}`
		case 13:
			return group(phone.national, phone.groups, ' - ')
		case 14:
			return `${phone.national.slice(0, phone.national.length - 4)} ${phone.national.slice(-4)}`
		default:
			return phone.national
	}
}

const FIRST_NAMES = [
	'anna',
	'john',
	'maria',
	'pierre',
	'lukas',
	'sofia',
	'james',
	'lea',
	'carlos',
	'emma',
	'david',
	'julie',
]
const LAST_NAMES = [
	'smith',
	'mueller',
	'garcia',
	'martin',
	'schmidt',
	'lopez',
	'brown',
	'dubois',
	'wagner',
	'fernandez',
]
const PROVIDERS = lines(`
	gmail.com
	gmail.com
	outlook.com
	hotmail.com
	yahoo.co.uk
	web.de
	gmx.de
	gmx.net
	orange.fr
	laposte.net
	hotmail.es
	icloud.com
	protonmail.com
	villa-sol.es
	lakeside-rentals.com
`)

function localPart(r: Random) {
	const first = r.pick(FIRST_NAMES)
	const last = r.pick(LAST_NAMES)
	switch (r.int(0, 4)) {
		case 0:
			return `${first}.${last}`
		case 1:
			return `${first}${last}${r.int(1, 99)}`
		case 2:
			return `${first[0]}${last}`
		case 3:
			return `${first}_${last}`
		default:
			return `${first}${r.int(1960, 2005)}`
	}
}

const AT_WORDS = [
	' [at] ',
	'(at)',
	' (at) ',
	'{at}',
	' at ',
	' AT ',
	' @ ',
	' [@] ',
	'＠',
	' arroba ',
	' (arroba) ',
	'@',
	'@',
	'@',
]
const DOT_WORDS = [' [dot] ', '(dot)', ' dot ', ' DOT ', '.', '.', ' . ', '[.]', ' punto ', ' point ', ' Punkt ', '(.)']

function writeEmail(r: Random): string {
	const local = localPart(r)
	const [domain, ...rest] = r.pick(PROVIDERS).split('.')
	const style = r.int(0, 17)
	if (style === 17)
		return `${local.includes('.') ? local : `${local}.${r.int(1, 9)}`}${r.pick([' on ', ' (', ' [on] '])}${r.pick(['gmail', 'hotmail', 'yahoo', 'icloud'])}${r.pick(['', ')'])}`
	// The provider named and the rest left out: `my gmail is anna.smith84`.
	if (style === 14)
		return `${r.pick(['my', 'My', 'our'])} ${r.pick(['gmail', 'hotmail', 'yahoo', 'outlook', 'email'])} ${r.pick(['is', 'address is', ':', 'is just'])} ${local.includes('.') || /\d/.test(local) ? local : `${local}${r.int(1, 99)}`}`
	if (style === 15)
		return `${local} ${r.pick(['AT', 'at', '(at)'])} ${r.pick(['proton', 'protonmail', 'pm', 'tuta'])} ${r.pick(['DOT', 'dot', '(dot)'])} ${r.pick(['me', 'com', 'io'])}`
	if (style === 16)
		return `${r.pick(['Gmail', 'Hotmail', 'Yahoo'])}: ${local.includes('.') ? local : `${local}.${r.int(1, 99)}`}`
	if (style === 10) return `${local.replace('.', ' dot ')} at ${domain} dot ${rest.join(' dot ')}`
	if (style === 11) return `${local.replace('.', '[dot]')}[at]${domain}[dot]${rest.join('[dot]')}`
	if (style === 12) return `mail: ${local} AT ${domain} DOT ${rest.join(' DOT ')}`
	if (style === 13) return `${local} @ ${domain}`
	if (style === 0) return `${local}@${domain}.${rest.join('.')}`
	if (style === 1) return [...`${local}@${domain}.${rest.join('.')}`].join(' ')
	// Without the top-level domain, as people write the big providers' addresses.
	if (style === 2)
		return `${local} at ${r.pick(['gmail', 'gmail', 'hotmail', 'yahoo', 'outlook', 'gmx', 'web', 'orange', 'icloud'])}`
	if (style === 3) return `${local.replace('a', 'а')}@${domain}.${rest.join('.')}` // a Cyrillic а
	if (style === 4) return `${local}\u200b@\u200b${domain}.${rest.join('.')}`
	const at = r.pick(AT_WORDS)
	const dot = r.pick(DOT_WORDS)
	return `${local}${at}${domain}${dot}${rest.join(dot)}`
}

const SITE_WORDS = [
	'sunny',
	'villa',
	'casa',
	'home',
	'flat',
	'rent',
	'direct',
	'owner',
	'lake',
	'city',
	'stay',
	'wohnen',
]
const SITE_TLDS = ['com', 'com', 'net', 'de', 'fr', 'es', 'co.uk', 'org', 'info', 'eu']

function writeUrl(r: Random): string {
	const name = `${r.pick(SITE_WORDS)}${r.pick(['', '-', ''])}${r.pick(SITE_WORDS)}${r.chance(0.3) ? r.int(1, 99) : ''}`
	const tld = r.pick(SITE_TLDS)
	const path = r.chance(0.3)
		? `/${r.pick(['listing', 'offer', 'angebot', 'annonce', 'piso'])}${r.chance(0.5) ? `/${r.int(10, 999)}` : ''}`
		: ''
	switch (r.int(0, 15)) {
		case 12:
			return `${name} . ${tld}`
		case 13:
			return `${name} DOT ${tld.replace('.', ' DOT ')}`
		case 14:
			return `${r.pick(['instagram.com', 'facebook.com', 'airbnb.com/rooms'])}/${name.replace('-', '_')}`
		case 15:
			return `https://${name}.${tld}/?ref=${r.int(100, 999)}`
		case 0:
			return `https://${r.chance(0.5) ? 'www.' : ''}${name}.${tld}${path}`
		case 1:
			return `www.${name}.${tld}${path}`
		case 2:
			return `${name}.${tld}${path}`
		case 3:
			return `www . ${name} . ${tld.replace('.', ' . ')}`
		case 4:
			return `${name} dot ${tld.replace('.', ' dot ')}`
		case 5:
			return `${name}[.]${tld.replace('.', '[.]')}`
		case 6:
			return `${name}(dot)${tld.replace('.', '(dot)')}`
		case 7:
			return [...`www.${name}.${tld}`].join(' ')
		case 8:
			return `${r.pick(['bit.ly', 'tinyurl.com', 'goo.gl'])}/${Math.floor(r.next() * 36 ** 6).toString(36)}`
		case 9:
			return `${name.toUpperCase()}.${tld.toUpperCase()}`
		case 10:
			return `http://${name}.${tld}`
		default:
			return `${name} ${r.pick(['punkt', 'point', 'punto'])} ${r.pick(['com', 'net', 'org'])}`
	}
}

function handle(r: Random) {
	return `${r.pick(FIRST_NAMES)}${r.pick(['_', '.', '', '_flats', 'home', '_rent'])}${r.chance(0.5) ? r.int(1, 999) : ''}`
}

const APP_NAMES = [
	'WhatsApp',
	'whatsapp',
	'Whatsapp',
	'WHATSAPP',
	'Whats App',
	'watsap',
	'Telegram',
	'telegram',
	'Signal',
	'Viber',
	'WeChat',
]

function writeMessenger(r: Random, language: Language): { text: string; withPhone: boolean } {
	const app = r.pick(APP_NAMES)
	let withPhone = false
	const phone = () => {
		withPhone = true
		return writePhone(r, language)
	}
	const templates: Record<Language, (() => string)[]> = {
		en: [
			() => `${app} me on ${phone()}`,
			() => `${app}: ${phone()}`,
			() => `text me on ${app} ${phone()}`,
			() => `I'm on ${app} as @${handle(r)}`,
			() => `@${handle(r)} on ${app}`,
			() => `my telegram is @${handle(r)}`,
			() => `t.me/${handle(r).replace('.', '_')}`,
			() => `wa.me/${phoneNumber(r).international}`,
			() => `reach me faster via ${app}`,
			() => `WeChat ID: ${handle(r)}`,
			() => `add me on Viber, same number ${phone()}`,
			() => `w h a t s a p p   only`,
			() => `TG: @${handle(r)}`,
			() => `whatsap or signal, ${phone()}`,
			() => `my whatsapp no. is ${phone()}`,
			() => `Telegram ➜ @${handle(r)}`,
			() => `DM me on Insta @${handle(r)}`,
			() => `ping me on tg @${handle(r)}`,
			() => `Whatsapp+${phoneNumber(r).international}`,
			() => `${phone()} (WhatsApp/Signal)`,
			() => `find me on Skype: ${handle(r)}`,
			// Misspelled on purpose.
			() =>
				`message me on ${r.pick(['telegrm', 'telgram', 'tele gram', 'whtsapp', 'whatsaap', 'watsapp', 'vibr', 'skyp', 'instagrm'])}`,
			() => `${r.pick(['Telegrm', 'Whtsapp', 'Wotsapp', 'Viiber'])}: ${phone()}`,
			// Links spaced out.
			() =>
				`${r.pick(['t . me', 't. me', 't dot me'])}${r.pick([' / ', '/', ' slash '])}${handle(r).replace('.', '_')}`,
			() => `wa . me / ${phoneNumber(r).international}`,
			() => `${r.pick(['Viber', 'Skype', 'insta:', 'Instagram', 'kik'])} ${handle(r)}${r.int(1, 99)}`,
			// Signal usernames: a nickname, a dot and two digits or more.
			() =>
				`${r.pick(['Signal:', 'my signal is', 'signal username', 'on Signal as'])} ${r.pick(FIRST_NAMES)}${r.pick(['', 'home', 'flats'])}.${r.digits(2)}`,
		],
		de: [
			() => `Schreib mir auf ${app}: ${phone()}`,
			() => `per ${app} erreichbar unter ${phone()}`,
			() => `Kontakt über ${app} (@${handle(r)})`,
			() => `${app} ${phone()}`,
			() => `Erreichbar auch über ${app}`,
		],
		fr: [
			() => `Contactez-moi sur ${app} au ${phone()}`,
			() => `écrivez-moi par ${app}`,
			() => `${app} : ${phone()}`,
			() => `mon ${app} : @${handle(r)}`,
			() => `joignable sur ${app} uniquement`,
		],
		es: [
			() => `escríbeme por ${app} al ${phone()}`,
			() => `${app}: ${phone()}`,
			() => `contacto por ${app}, usuario @${handle(r)}`,
			() => `agrégame en ${app} ${phone()}`,
			() => `mándame un ${app}`,
		],
	}
	const text = r.pick(templates[language])()
	return { text, withPhone }
}

const BBAN: Record<string, string> = {
	DE: 'n18',
	FR: 'n10a11n2',
	ES: 'n20',
	GB: 'A4n14',
	NL: 'A4n10',
	IT: 'A1n10a12',
	BE: 'n12',
	PT: 'n21',
}

function iban(r: Random) {
	const country = r.pick(Object.keys(BBAN))
	let bban = ''
	for (const [, type, count] of BBAN[country]!.matchAll(/([nAa])(\d+)/g)) {
		for (let k = 0; k < Number(count); k++) {
			const letter = type === 'A' || (type === 'a' && r.chance(0.2))
			bban += letter ? String.fromCharCode(65 + r.int(0, 25)) : String(r.int(0, 9))
		}
	}
	// ISO 13616: the check digits make the whole number 1 modulo 97.
	const numeric = [...`${bban}${country}00`]
		.map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
		.join('')
	let remainder = 0
	for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97
	return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`
}

function writeIban(r: Random, language: Language): string {
	const number = iban(r)
	const written = r.pick([
		() => number.replace(/(.{4})(?=.)/g, '$1 '),
		() => number.replace(/(.{4})(?=.)/g, '$1 '),
		() => number,
		() => number.toLowerCase().replace(/(.{4})(?=.)/g, '$1 '),
		() => number.replace(/(.{4})(?=.)/g, '$1-'),
		() => `${number.slice(0, 2)} ${number.slice(2, 4)} ${number.slice(4).replace(/(.{4})(?=.)/g, '$1 ')}`,
		() => number.replace(/(.{4})(?=.)/g, `$1${r.pick(['/', ' / ', '\n', '|', ' 💶 ', '~'])}`),
	])()
	const lead: Record<Language, string[]> = {
		en: ['IBAN', 'bank account (IBAN):', 'pay the deposit to', 'account'],
		de: ['IBAN:', 'Kontoverbindung', 'Überweisung auf', 'Bankverbindung:'],
		fr: ['IBAN :', 'RIB / IBAN', 'virement sur le compte', 'coordonnées bancaires :'],
		es: ['IBAN:', 'cuenta', 'ingreso en la cuenta', 'número de cuenta'],
	}
	return r.chance(0.85) ? `${r.pick(lead[language])} ${written}` : written
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

function base58check(version: number, r: Random) {
	const payload = Buffer.from([version, ...Array.from({ length: 20 }, () => r.int(0, 255))])
	const sha = (data: Buffer) => createHash('sha256').update(data).digest()
	const bytes = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)])
	let value = BigInt(`0x${bytes.toString('hex')}`)
	let text = ''
	while (value > 0n) {
		text = BASE58[Number(value % 58n)] + text
		value /= 58n
	}
	for (const byte of bytes) {
		if (byte !== 0) break
		text = `1${text}`
	}
	return text
}

/** A segwit address with its bech32 checksum (BIP 173). */
function bech32Address(r: Random) {
	const data = [0, ...Array.from({ length: 32 }, () => r.int(0, 31))]
	const polymod = (values: number[]) => {
		const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
		let checksum = 1
		for (const value of values) {
			const top = checksum >> 25
			checksum = ((checksum & 0x1ffffff) << 5) ^ value
			for (let k = 0; k < 5; k++) if ((top >> k) & 1) checksum ^= generator[k]!
		}
		return checksum
	}
	const hrp = [...'bc'].map((char) => char.charCodeAt(0))
	const expanded = [...hrp.map((code) => code >> 5), 0, ...hrp.map((code) => code & 31)]
	const mod = polymod([...expanded, ...data, 0, 0, 0, 0, 0, 0]) ^ 1
	const checksum = Array.from({ length: 6 }, (_, k) => (mod >> (5 * (5 - k))) & 31)
	return `bc1${[...data, ...checksum].map((value) => BECH32[value]).join('')}`
}

function writeCrypto(r: Random, language: Language): string {
	const address = r.pick([
		() => bech32Address(r),
		() => base58check(0, r),
		() => base58check(5, r),
		() => base58check(0x41, r),
		() => `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[r.int(0, 15)]).join('')}`,
	])()
	const lead: Record<Language, string[]> = {
		en: ['BTC wallet:', 'send USDT (TRC20) to', 'ETH address', 'deposit in bitcoin to', 'crypto accepted:', ''],
		de: ['Zahlung in Bitcoin an', 'Wallet:', 'USDT an', ''],
		fr: ['adresse bitcoin :', 'paiement en crypto sur', 'portefeuille', ''],
		es: ['pago en bitcoin a', 'monedero:', 'USDT a', ''],
	}
	return `${r.pick(lead[language])} ${address}`.trim()
}

const LEADS: Record<Language, string[]> = {
	en: [
		'Call or text',
		'For a quick answer:',
		'Serious enquiries only:',
		'contact me directly',
		'details',
		'reach me at',
		'Owner:',
		'',
	],
	de: ['Infos unter', 'Rufen Sie an:', 'direkt beim Eigentümer:', 'Kontakt', ''],
	fr: ['Appelez-moi au', 'Plus d’infos :', 'contact direct', ''],
	es: ['Llámame al', 'Más info:', 'contacto directo', ''],
}

function writeDetail(r: Random, kind: ContactKind, language: Language): { text: string; kinds: ContactKind[] } {
	switch (kind) {
		case 'phone':
			return { text: `${r.pick(LEADS[language])} ${writePhone(r, language)}`.trim(), kinds: ['phone'] }
		case 'email':
			return { text: `${r.pick(LEADS[language])} ${writeEmail(r)}`.trim(), kinds: ['email'] }
		case 'url':
			return {
				text: `${r.pick(['more photos on', 'see', 'Mehr Fotos:', 'photos sur', 'fotos en', 'book directly at', ''])} ${writeUrl(r)}`.trim(),
				kinds: ['url'],
			}
		case 'messenger': {
			const { text, withPhone } = writeMessenger(r, language)
			return { text, kinds: withPhone ? ['messenger', 'phone'] : ['messenger'] }
		}
		case 'iban':
			return { text: writeIban(r, language), kinds: ['iban'] }
		default:
			return { text: writeCrypto(r, language), kinds: ['crypto'] }
	}
}

const KINDS: ContactKind[] = ['phone', 'phone', 'email', 'email', 'url', 'messenger', 'messenger', 'iban', 'crypto']

/** Puts a contact detail where a scammer would: end or start of the description, mid-sentence, the name, the address, a photo. */
function plant(r: Random, listing: ListingText, detail: string) {
	const where = r.int(0, 9)
	if (where <= 2) listing.description = `${listing.description}${r.pick([' ', '\n', '\n\n', ' -- '])}${detail}`
	else if (where === 3) listing.description = `${detail}${r.pick(['. ', '\n', ' | '])}${listing.description}`
	else if (where <= 5) {
		const cut = listing.description.indexOf(r.pick(['. ', ', ', '\n']), r.int(0, listing.description.length))
		const at = cut < 0 ? listing.description.length : cut + 1
		listing.description = `${listing.description.slice(0, at)} (${detail}) ${listing.description.slice(at)}`
	} else if (where === 6) listing.name = `${listing.name} ${r.pick(['-', '|', '–', '/'])} ${detail}`
	else if (where === 7) listing.address = `${listing.address}, ${detail}`
	else {
		if (!listing.photoDescriptions.length) listing.photoDescriptions.push('Front door')
		const k = r.int(0, listing.photoDescriptions.length - 1)
		listing.photoDescriptions[k] = `${listing.photoDescriptions[k]} ${detail}`
	}
}

/** A phone number begun in one text a visitor reads and ended in the next (username, name, description, address). */
function splitPhone(r: Random, listing: ListingText) {
	const parts = group(phoneNumber(r).national, [r.int(3, 5)], ' ').split(' ')
	const [first, second] = [parts[0]!, parts.slice(1).join(' ')]
	switch (r.int(0, 2)) {
		case 0:
			listing.name = `${listing.name} ${first}`
			listing.description = `${second} ${listing.description}`
			break
		case 1:
			listing.username = `${r.pick(FIRST_NAMES)}${first}`
			listing.name = `${second} ${r.pick(['-', '|', ''])} ${listing.name}`
			break
		default:
			listing.description = `${listing.description}\n${r.pick(['call', 'txt', ''])} ${first}`
			listing.address = `${second} ${listing.address}`
	}
	return `${first} ‖ ${second}`
}

export function scamListingTexts(n: number, seed: number): ScamListingText[] {
	const r = random(seed)
	return Array.from({ length: n }, () => {
		const { language, ...listing } = ordinaryListing(r)
		if (r.chance(0.06)) {
			const planted = [splitPhone(r, listing)]
			return { ...listing, kinds: ['phone' as const], planted }
		}
		const kinds: ContactKind[] = []
		const planted: string[] = []
		for (let k = 0; k < (r.chance(0.15) ? 2 : 1); k++) {
			const detail = writeDetail(r, r.pick(KINDS), language)
			plant(r, listing, detail.text)
			kinds.push(...detail.kinds)
			planted.push(detail.text)
		}
		return { ...listing, kinds: [...new Set(kinds)], planted }
	})
}

// ---------------------------------------------------------------------------------------------
// Messages

const messageValues: Record<string, (r: Random) => string> = {
	...values,
	amount: (r) =>
		r.pick([
			() => `$${thousands(r.int(3, 40) * 50, ',')}`,
			() => `£${r.int(3, 30) * 50}`,
			() => `${r.int(3, 30) * 50} €`,
			() => `${r.int(3, 30) * 50} euros`,
			() => `€${r.int(3, 30) * 50}`,
			() => `${r.int(3, 30) * 50} dollars`,
		])(),
	weekday: (r) => r.pick(['Monday', 'Tuesday', 'Saturday', 'Sunday', 'Friday']),
	name: (r) => r.pick(['Anna', 'Tom', 'Mrs Lopez', 'Peter', 'Julie', 'Carlos']),
	gift: (r) => r.pick(['iTunes', 'Amazon', 'Steam', 'Google Play', 'Apple']),
	crypto: (r) => r.pick(['Bitcoin', 'BTC', 'USDT', 'Tether', 'Ethereum', 'crypto']),
	app: (r) => r.pick(['Zelle', 'Cash App', 'Venmo', 'PayPal', 'Revolut']),
	courier: (r) => r.pick(['DHL', 'FedEx', 'UPS', 'registered mail', 'courier']),
	country: (r) => r.pick(['Spain', 'Nigeria', 'Dubai', 'the UK', 'Canada', 'Norway']),
	iban: (r) => iban(r).replace(/(.{4})(?=.)/g, '$1 '),
	wallet: (r) => bech32Address(r),
}

const ORDINARY_MESSAGES: Record<Language, string[]> = {
	en: lines(`
		Hi, is the flat still available? I could view it on {weekday} after 6pm.
		Is the deposit refundable?
		The rent is paid monthly, on the 1st.
		Can I view it on Saturday?
		The deposit is payable when we sign the lease.
		Hello {name}, thanks for your message. Viewings are on {weekday} between {hour}:00 and {hour}:30.
		Do I need to pay anything before the viewing?
		Is a bank transfer OK for the rent once we have a contract?
		Does the price include heating and water?
		Would you accept {amount} a month if I sign for two years?
		Please bring photo ID and proof of income to the viewing.
		Can you send me a few more photos of the kitchen?
		We'd need the deposit and the first month's rent at the signing of the lease.
		The keys are handed over on move-in day, at the flat.
		I'll send you the draft contract to read before the viewing.
		Is the first month's rent due at signing?
		How much is the holding deposit, and is it taken off the first rent?
		My budget is {amount} per month, is there any flexibility?
		Are pets allowed? I have a small dog.
		Is there parking nearby? I have a car.
		Thanks, see you at the viewing on {weekday} at {hour}:00!
		Could you tell me the exact address so I can plan the trip?
		We pay the rent by bank transfer every month, by standing order.
		The deposit ({amount}) is held in a deposit protection scheme.
		Please confirm the viewing time, I'll be there with my partner.
		You can pay the deposit by bank transfer after we sign the contract.
		Sorry, I found another place. Good luck with the rental!
		Is the apartment furnished? The photos show a sofa and a bed.
		What floor is it on, and is there a lift?
		Send me your questions here and I'll answer tonight.
		Hi! Is the deposit the same as one month's rent?
		I can send you my references and payslips before the viewing if that helps.
		We'll pay the first month's rent and the deposit when we sign, is that OK?
		Please let me know if a holding deposit is needed to reserve the flat.
		Is it possible to pay the rent by bank transfer?
		The agency will ask for two months' deposit at the contract signing.
		Could you send me the energy certificate?
		I'm currently abroad but my sister can come to the viewing on {weekday}.
		The rent of {amount} includes water; electricity is paid to the supplier.
		Thanks for the quick answer, I'll bring my ID and the signed application form.
	`),
	de: lines(`
		Hallo, ist die Wohnung noch frei? Ich könnte am {weekday} zur Besichtigung kommen.
		Ist die Kaution bei Auszug zurückzahlbar?
		Die Miete wird monatlich per Dauerauftrag gezahlt.
		Die Kaution ist bei Vertragsunterzeichnung fällig.
		Können wir einen Termin am Samstag um {hour} Uhr machen?
		Bitte bringen Sie zur Besichtigung eine Schufa-Auskunft mit.
		Sind die Nebenkosten in den {amount} enthalten?
		Wie hoch ist die Kaution?
		Muss ich vor der Besichtigung etwas bezahlen?
		Können Sie mir die Nebenkostenabrechnung schicken?
		Die Kaution zahlen wir gerne in drei Raten, wie gesetzlich erlaubt.
	`),
	fr: lines(`
		Bonjour, l'appartement est-il toujours disponible ?
		Le dépôt de garantie est-il remboursable ?
		Le loyer est payé chaque mois par virement.
		La caution est à verser à la signature du bail.
		Puis-je visiter samedi vers {hour}h ?
		Merci de prévoir vos justificatifs de revenus pour la visite.
		Les charges sont-elles comprises dans les {amount} ?
		Faut-il verser un acompte avant la visite ?
		Je peux vous envoyer mon dossier avant la visite.
	`),
	es: lines(`
		Hola, ¿sigue disponible el piso?
		¿La fianza es reembolsable?
		El alquiler se paga mensualmente por transferencia.
		La fianza se paga al firmar el contrato.
		¿Puedo ver el piso el sábado por la mañana?
		Por favor, traiga su DNI y la última nómina a la visita.
		¿Los gastos de comunidad están incluidos en los {amount}?
		¿Hay que pagar algo antes de la visita?
		Le envío mi nómina y el contrato de trabajo antes de la visita.
	`),
}

const MONEY_SCHEMES: Record<string, Record<Language, string[]>> = {
	'deposit before viewing': {
		en: lines(`
			Before I can arrange a viewing I need a deposit of {amount}, fully refundable.
			Please pay the holding deposit of {amount} first, then we can schedule the visit.
			To reserve the flat and book a viewing, transfer {amount} today.
			Many people are interested, so the first to send the deposit gets to see it.
			A refundable deposit of {amount} is required before any viewing, to filter out time wasters.
			Deposit first, viewing after. Those are my rules, sorry.
			Please send a refundable holding fee of {amount} so I know you're serious.
			Pay {amount} by Revolut and I'll book the viewing for you.
			To secure your booking, a reservation fee of {amount} must be paid today.
		`),
		de: lines(`
			Vor der Besichtigung bitte ich um eine Anzahlung von {amount}.
			Um die Wohnung zu reservieren, überweisen Sie bitte vorab {amount}.
			Wir vermieten nur an Personen, die vorher die Kaution von {amount} hinterlegen.
		`),
		fr: lines(`
			Pour organiser une visite, merci de verser un acompte de {amount} au préalable.
			Avant la visite, vous devez payer la caution de {amount}.
		`),
		es: lines(`
			Antes de la visita necesito una señal de {amount}.
			Para reservar el piso debe pagar {amount} por adelantado.
		`),
	},
	'keys by post': {
		en: lines(`
			Send the first month's rent and I'll mail you the keys.
			Once I receive the payment of {amount}, the keys and contract will be sent by {courier}.
			I am currently abroad, so I will ship you the keys after you transfer the deposit.
			Pay the rent and deposit ({amount}) and {courier} will deliver the keys to your door.
			I'm working on an oil rig, so I can't show you the flat. Send the deposit and I'll post the keys.
			The keys are with my lawyer, who will release them once your payment of {amount} clears.
		`),
		de: lines(`
			Ich bin beruflich im Ausland. Nach Zahlung der Kaution schicke ich Ihnen die Schlüssel per Post.
			Sobald die Kaution von {amount} eingegangen ist, sende ich Ihnen die Schlüssel mit {courier}.
		`),
		fr: lines(`
			Je suis actuellement à l'étranger pour le travail. Dès réception du loyer, je vous envoie les clés par la poste.
			Envoyez le premier loyer et je vous expédierai les clés par {courier}.
		`),
		es: lines(`
			Estoy fuera del país. Cuando reciba la fianza le enviaré las llaves por mensajería.
			Pague el primer mes y le mando las llaves por {courier}.
		`),
	},
	'money transfer services': {
		en: lines(`
			Please send the deposit via Western Union to my cousin in {country}.
			Payment by MoneyGram only, {amount} to reserve.
			I only accept Western Union, it is safer for both of us.
			Use Ria or WorldRemit to send the {amount}, I will give you the details.
			Kindly make the payment through Western Union and forward me the MTCN.
			My agent in {country} will collect the deposit by MoneyGram.
		`),
		de: lines(`
			Bitte senden Sie die Kaution per Western Union.
			Die Zahlung erfolgt über MoneyGram, {amount}.
		`),
		fr: lines(`
			Merci d'envoyer la caution par Western Union.
			Paiement uniquement par MoneyGram.
		`),
		es: lines(`
			Envíe la fianza por Western Union, por favor.
			Solo acepto pagos por MoneyGram.
		`),
	},
	'gift cards': {
		en: lines(`
			You can pay the deposit with {gift} gift cards, just send me photos of the codes.
			Buy {amount} in {gift} cards and text me the numbers to hold the flat.
			I accept Steam or Amazon vouchers for the reservation fee.
		`),
		de: lines(`
			Sie können die Kaution mit Paysafecard bezahlen, schicken Sie mir einfach die Codes.
			Kaufen Sie {gift}-Geschenkkarten über {amount} und senden Sie mir die Codes.
		`),
		fr: lines(`
			Réglez la réservation en coupons Transcash ou PCS et envoyez-moi les codes.
			Vous pouvez payer avec des cartes cadeaux {gift}.
		`),
		es: lines(`
			Puede pagar la reserva con tarjetas regalo de {gift}.
			Compre una Paysafecard de {amount} y mándeme el código.
		`),
	},
	crypto: {
		en: lines(`
			I prefer payment in {crypto}, it is faster. Wallet: {wallet}
			Send the deposit in {crypto} and the apartment is yours.
			Payment of {amount} in USDT (TRC20) to reserve, I'll send the address.
			I only take BTC for the holding fee, {amount}, no exceptions.
		`),
		de: lines(`
			Die Kaution bitte in {crypto} an meine Wallet {wallet}.
			Zahlung nur per Krypto, {amount} in USDT.
		`),
		fr: lines(`
			Le paiement se fait en {crypto} uniquement.
			Envoyez l'acompte en bitcoin à cette adresse : {wallet}
		`),
		es: lines(`
			El pago de la fianza es en {crypto}.
			Envíe {amount} en USDT a mi monedero {wallet}.
		`),
	},
	'bank transfer to my account': {
		en: lines(`
			Kindly wire {amount} to my account and I will confirm your booking.
			Please make a bank transfer of {amount} to the account below: {iban}
			Transfer the deposit to my IBAN {iban} and send me the receipt.
			You need to send the first month's rent by wire transfer before I can hold it.
			My bank details are below. Wire the holding fee today to take it off the market.
			The money will be held by Airbnb until you get the keys, just pay into their account: {iban}
			To secure your booking, a reservation fee of {amount} must be paid today via bank transfer.
		`),
		de: lines(`
			Bitte überweisen Sie {amount} auf mein Konto: {iban}
			Überweisen Sie die Kaution auf folgende IBAN: {iban}
			Sie müssen zuerst die erste Monatsmiete überweisen, damit ich die Wohnung reserviere.
			Überweisen Sie mir die erste Miete, dann schicke ich Ihnen den Schlüssel per DHL.
		`),
		fr: lines(`
			Veuillez effectuer un virement de {amount} sur mon compte : {iban}
			Faites le virement de la caution sur ce RIB : {iban}
			Merci de m'envoyer {amount} en coupons PCS pour bloquer l'appartement.
		`),
		es: lines(`
			Por favor, haga una transferencia de {amount} a mi cuenta: {iban}
			Ingrese la fianza en esta cuenta: {iban}
			Hacer un ingreso de {amount} en la cuenta {iban} para reservar.
		`),
	},
	'payment apps': {
		en: lines(`
			Send {amount} through PayPal as friends and family so there are no fees.
			Please send the deposit with {app} to hold the place for you.
			You can pay the {amount} holding fee on {app} and I'll take the listing down.
			Pay me {amount} on PayPal F&F and it's yours.
			Pay with Zelle to my wife's number and the apartment is reserved for you.
			Send {amount} via Cash App to lock in the lease before someone else does.
		`),
		de: lines(`
			Bitte senden Sie {amount} per PayPal an Freunde und Familie.
			Die Reservierungsgebühr bitte vorab per PayPal (Freunde & Familie).
		`),
		fr: lines(`
			Envoyez l'acompte par PayPal entre amis et famille.
			Payez la réservation via PayPal entre proches, sans frais.
		`),
		es: lines(`
			Envíe {amount} por PayPal como amigos y familiares.
			Pague la reserva por Bizum para guardar el piso.
		`),
	},
}

export function ordinaryMessages(n: number, seed: number): string[] {
	const r = random(seed)
	return Array.from({ length: n }, () => {
		const language = r.pick(LANGUAGES)
		const count = r.chance(0.3) ? 2 : 1
		return Array.from({ length: count }, () => fill(r, r.pick(ORDINARY_MESSAGES[language]), messageValues)).join(' ')
	})
}

const GREETINGS: Record<Language, string[]> = {
	en: ['Hello,', 'Hi {name},', 'Dear tenant,', 'Good morning.', ''],
	de: ['Hallo,', 'Guten Tag,', ''],
	fr: ['Bonjour,', 'Madame, Monsieur,', ''],
	es: ['Hola,', 'Buenos días,', ''],
}
const SIGN_OFFS: Record<Language, string[]> = {
	en: ['Thanks.', 'God bless.', 'Regards, {name}', 'Let me know quickly, many people are interested.', ''],
	de: ['Viele Grüße', 'Danke.', ''],
	fr: ['Cordialement.', 'Merci.', ''],
	es: ['Saludos.', 'Gracias.', ''],
}

export function moneyMessages(n: number, seed: number): MoneyMessage[] {
	const r = random(seed)
	const schemes = Object.keys(MONEY_SCHEMES)
	return Array.from({ length: n }, () => {
		const language = r.pick(LANGUAGES)
		const scheme = r.pick(schemes)
		const body = fill(r, r.pick(MONEY_SCHEMES[scheme]![language]), messageValues)
		const greeting = fill(r, r.pick(GREETINGS[language]), messageValues)
		const signOff = fill(r, r.pick(SIGN_OFFS[language]), messageValues)
		const ordinary = r.chance(0.4) ? fill(r, r.pick(ORDINARY_MESSAGES[language]), messageValues) : ''
		const parts = r.chance(0.5) ? [greeting, ordinary, body, signOff] : [greeting, body, ordinary, signOff]
		return { text: parts.filter(Boolean).join(r.pick([' ', '\n'])), scheme }
	})
}
