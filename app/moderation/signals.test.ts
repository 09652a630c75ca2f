import { describe, expect, test } from 'vitest'
import { asksForMoney, findContactDetails, type ContactDetail } from './signals'

function kindsIn(text: string) {
	return findContactDetails([text]).map((detail) => detail.kind)
}

function expectFound(kind: ContactDetail['kind'], text: string, evidence?: string) {
	const details = findContactDetails([text])
	expect(
		details.map((detail) => detail.kind),
		text,
	).toContain(kind)
	if (evidence) expect(details, text).toContainEqual({ kind, text: evidence })
}

describe('findContactDetails: phone numbers', () => {
	test.each([
		['Call 07911 123456 today', '07911 123456'],
		['ring (512) 555-0147 after 6', '(512) 555-0147'],
		['512.555.0147', '512.555.0147'],
		['+1 512 555 0147', '+1 512 555 0147'],
		['+44 7911 123 456', '+44 7911 123 456'],
		['+44 (0) 7911 123456', '+44 (0) 7911 123456'],
		['0044 7911 123456', '0044 7911 123456'],
		['Tel. 030 12345678', '030 12345678'],
		['0151/23456789', '0151/23456789'],
		['06 12 34 56 78', '06 12 34 56 78'],
		['06.12.34.56.78', '06.12.34.56.78'],
		['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
		['llámame al 612 345 678', '612 345 678'],
		['[0791] [112] [3456]', '0791] [112] [3456'],
		['0-7-9-1-1-1-2-3-4-5-6', '0-7-9-1-1-1-2-3-4-5-6'],
		['0 7 9 1 1 1 2 3 4 5 6', '0 7 9 1 1 1 2 3 4 5 6'],
		['O7911 l23456', 'O7911 l23456'],
		['contacto directo O7726 I82593', 'O7726 I82593'],
	])('%s', (text, evidence) => expectFound('phone', text, evidence))

	test.each([
		'zero seven nine one one one two three four five six',
		'five one two five five five oh one four seven',
		'zero seven nine one one double one two three four five six',
		'zero-seven-nine-one-one-one-two-three-four-five-six',
		'0 seven 9 one 1 one 2 three 4 five 6',
		'null eins fünf eins zwei drei vier fünf sechs sieben acht',
		'zéro six un deux trois quatre cinq six sept huit',
		'seis uno dos tres cuatro cinco seis siete ocho',
		'plus four four seven nine one one one two three four five six',
	])('spelled out: %s', (text) => expectFound('phone', text, text))

	test('a number run into the words around it is still found', () => {
		expectFound('phone', 'Kitchen renovated in 2019 07911 123456', '07911 123456')
		expectFound('phone', 'Bathroom 2 of 3 +44 7911 123456', '+44 7911 123456')
	})
})

describe('findContactDetails: e-mail addresses', () => {
	test.each([
		['anna.mueller84@gmail.com', 'anna.mueller84@gmail.com'],
		['write to anna [at] gmail [dot] com', 'anna [at] gmail [dot] com'],
		['anna(at)web(dot)de', 'anna(at)web(dot)de'],
		['anna at gmail dot com', 'anna at gmail dot com'],
		['anna AT outlook DOT com', 'anna AT outlook DOT com'],
		['a n n a @ g m a i l . c o m', 'a n n a @ g m a i l . c o m'],
		['anna @ gmail . com', 'anna @ gmail . com'],
		['anna＠gmail.com', 'anna＠gmail.com'],
		['anna {at} yahoo {dot} fr', 'anna {at} yahoo {dot} fr'],
		['anna arroba hotmail punto es', 'anna arroba hotmail punto es'],
		['anna.mueller(at)gmx.de', 'anna.mueller(at)gmx.de'],
		['write to anna at gmail', 'anna at gmail'],
		['lеa.smith@laposte.net', 'lеa.smith@laposte.net'], // a Cyrillic е
		['anna\u200b@\u200bgmail.com', 'anna\u200b@\u200bgmail.com'],
		['john_ [at] web [dot] de', 'john_ [at] web [dot] de'],
		['l u k a s 1 9 6 6 @ w e b . d e. Punto de encuentro', 'l u k a s 1 9 6 6 @ w e b . d e'],
	])('%s', (text, evidence) => expectFound('email', text, evidence))

	test('only the address, not the words before a spelled-out at', () => {
		expect(findContactDetails(['reach me at lea.smith@laposte.net'])).toEqual([
			{ kind: 'email', text: 'lea.smith@laposte.net' },
		])
	})
})

describe('findContactDetails: web addresses', () => {
	test.each([
		['www.example-rentals.com', 'www.example-rentals.com'],
		['https://bit.ly/3xYz', 'https://bit.ly/3xYz'],
		['see example.co.uk for more', 'example.co.uk'],
		['beispiel.de/angebot', 'beispiel.de/angebot'],
		['www . example . com', 'www . example . com'],
		['example dot com', 'example dot com'],
		['example[.]com', 'example[.]com'],
		['example(dot)net', 'example(dot)net'],
		['w w w . e x a m p l e . c o m', 'w w w . e x a m p l e . c o m'],
		['visit myflat dot co dot uk', 'myflat dot co dot uk'],
		['EXAMPLE.COM', 'EXAMPLE.COM'],
		['book directly at villa-sol.es', 'villa-sol.es'],
		['ejemplo punto com', 'ejemplo punto com'],
	])('%s', (text, evidence) => expectFound('url', text, evidence))
})

describe('findContactDetails: messengers', () => {
	test.each([
		['WhatsApp me on +44 7911 123456', 'WhatsApp'],
		['Whats App: 0612345678', 'Whats App'],
		['text me on Telegram @villa_owner', 'Telegram @villa_owner'],
		['@anna_flats on telegram', '@anna_flats'],
		['t.me/annaflats', 't.me/annaflats'],
		['wa.me/447911123456', 'wa.me/447911123456'],
		['Signal: +49 151 23456789', 'Signal'],
		['viber 0612345678', 'viber'],
		['WeChat ID: wxid_abc123', 'WeChat'],
		['contact via whatsapp', 'whatsapp'],
		['écrivez-moi sur WhatsApp', 'WhatsApp'],
		['mándame un WhatsApp', 'WhatsApp'],
		['w h a t s a p p me', 'w h a t s a p p'],
		['07911 123456 (WhatsApp)', 'WhatsApp'],
		['TG: @anna', '@anna'],
		['Signal: seven one two five five five oh one four seven', 'Signal'],
	])('%s', (text, evidence) => expectFound('messenger', text, evidence))

	test('an app named without offering it is not a contact detail', () => {
		expect(kindsIn('The residents have a WhatsApp group for parcels.')).toEqual([])
		expect(kindsIn('Good mobile signal throughout, Signal Hill views.')).toEqual([])
	})
})

describe('findContactDetails: bank accounts and wallets', () => {
	test.each([
		'IBAN: DE89 3704 0044 0532 0130 00',
		'GB29NWBK60161331926819',
		'fr14 2004 1010 0505 0001 3m02 606',
		'ES91-2100-0418-4502-0005-1332',
		'pay to NL91 ABNA 0417 1643 00 today',
		'renovated in 2019 DE89 3704 0044 0532 0130 00',
	])('IBAN %s', (text) => expectFound('iban', text))

	test('an IBAN with a wrong check or a wrong length is not one', () => {
		expect(kindsIn('DE88 3704 0044 0532 0130 00')).not.toContain('iban')
		expect(kindsIn('DE89 3704 0044 0532 0130 0')).not.toContain('iban')
	})

	test.each([
		'BTC: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
		'0x32Be343B94f860124dC4fEe278FDCBD38C102D88',
		'1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
		'3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
		'USDT (TRC20): TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
	])('wallet %s', (text) => expectFound('crypto', text))

	test('a long German word is not a wallet', () => {
		expect(kindsIn('Grundstücksverkehrsgenehmigung liegt vor')).toEqual([])
	})
})

describe('findContactDetails: ordinary listing text', () => {
	test.each([
		'Built in 1987, 1,850 sq ft of living space',
		'2 400 m² on a 0.25 acre lot',
		'1234 Main St, Austin, TX 78701',
		'Apt 4B, 350 W 57th St, New York, NY 10019-3105',
		'Flat 3, 27 Elm Road, London SW1A 1AA',
		'Hauptstraße 12, 10115 Berlin',
		'Calle Mayor 12, 3º 2ª, 28013 Madrid',
		'$1,250/month, deposit $2,500',
		'Kaufpreis 450 000 € zzgl. 3,57 % Provision',
		'Prix 1.250.000 € FAI',
		'3 bedrooms, 2 bathrooms, 3rd floor of 7',
		'Available from 12/05/2026',
		'Bezugsfrei ab 01.09.2026, Besichtigung 10.00–12.00 Uhr',
		'Open house Sat 14/06 10:00-12:00',
		'Available 05.06.2026 10.00–12.00',
		'12 sept. 2026',
		'MLS# 2025123456, Ref. 2025-0412',
		'Rooms 101-104, 201-204',
		'Floors 2, 3, 4 and 5',
		'Built 1987, renovated 2015 and 2021',
		'HOA $250/mo, taxes $4,300/yr',
		'GPS 52.5200, 13.4050',
		'Energieausweis: 125,4 kWh/(m²·a)',
		'three bedrooms, two bathrooms, one garage',
		'Bus lines 21, 43 and 109',
	])('%s', (text) => expect(findContactDetails([text])).toEqual([]))

	test.each([
		'Close to the park at the end of the street.',
		'A dot of colour in a quiet street.',
		'Polka dot curtains in the nursery.',
		'Meet at 10.30 at the gate.',
		'Un point de vue magnifique sur les toits.',
		'Punto de encuentro: el portal.',
		'El punto es que está muy cerca del metro.',
		'The garden.it is lovely in spring.',
		'Lovely garden.It has roses.',
		'z.B. ca.80m² inkl.NK, approx. 2.5 km, e.g. the bakery',
		'Work @ home friendly, fibre 1 Gbit/s.',
		'photo ID required.\nParking included.',
	])('plain words: %s', (text) => expect(findContactDetails([text])).toEqual([]))
})

describe('findContactDetails: contact details spelled to dodge it (issue 40)', () => {
	test.each([
		['Arabic-Indic digits', 'Call \u0660\u0667\u0669\u0661\u0661 \u0661\u0662\u0663\u0664\u0665\u0666'],
		['Persian digits', 'Call \u06f0\u06f7\u06f9\u06f1\u06f1 \u06f1\u06f2\u06f3\u06f4\u06f5\u06f6'],
		['Devanagari digits', 'Call \u0966\u096d\u096f\u0967\u0967 \u0967\u0968\u0969\u096a\u096b\u096c'],
		['Thai digits', 'Call \u0e50\u0e57\u0e59\u0e51\u0e51 \u0e51\u0e52\u0e53\u0e54\u0e55\u0e56'],
		['spoken, with oh, double and pauses', 'oh seven nine one one, double two three, four five six'],
		['spoken, with triple', 'oh seven seven triple one, two three four five six'],
		['emoji between the groups', 'call 07911 📞 123 📱 456'],
		['emoji between every digit', '0📞7📞9📞1📞1📞1📞2📞3📞4📞5📞6'],
		['pipes', '07911 | 123 | 456'],
		['backslashes', '07911\\123\\456'],
		['words between the groups', '07911 then 123 then 456'],
		['one digit a line', '0\n7\n9\n1\n1\n1\n2\n3\n4\n5\n6'],
		['one group a line', '07911\n123\n456'],
		['a reference number in front', 'Ref 07911123456'],
		['a reference number in front, grouped', 'Ref: 07911 123456'],
		['plus as a word between groups', '660 plus 482 plus 154'],
	])('a phone number, %s', (_, text) => expect(kindsIn(text)).toContain('phone'))

	test('a number split between the name and the description', () => {
		expect(findContactDetails(['Garden flat, call 07911', '123456 anytime. Bright rooms.'])).toEqual([
			{ kind: 'phone', text: '07911\n123456' },
		])
	})

	test('a number split between the owner’s username and the name', () => {
		expect(findContactDetails(['anna07911', '123456 - Garden flat'])).toEqual([
			{ kind: 'phone', text: '07911\n123456' },
		])
	})

	test.each([
		['my gmail is anna.smith84', 'gmail is anna.smith84'],
		['My Hotmail: anna_reed', 'Hotmail: anna_reed'],
		['my email is just anna.reed', 'email is just anna.reed'],
		['anna.reed12 on gmail', 'anna.reed12 on gmail'],
		['annasmith AT proton DOT me', 'annasmith AT proton DOT me'],
		['anna (at) pm (dot) me', 'anna (at) pm (dot) me'],
	])('an e-mail address: %s', (text, evidence) => expectFound('email', text, evidence))

	test.each([
		['message me on telegrm', 'telegrm'],
		['add me on whtsapp', 'whtsapp'],
		['text me on tele gram', 'tele gram'],
		['Vibr: 07911 123456', 'Vibr'],
		['message me on skyp', 'skyp'],
		['contact: t . me / annaflats', 't . me / annaflats'],
		['t dot me slash annaflats', 't dot me slash annaflats'],
		['wa . me / 447911123456', 'wa . me / 447911123456'],
		['Signal: annaflats.01', 'annaflats.01'],
		['signal username annaflats.42', 'annaflats.42'],
		['my signal is anna.77', 'anna.77'],
		['Viber anna_lets7', 'Viber'],
	])('a messenger: %s', (text, evidence) => expectFound('messenger', text, evidence))

	test.each([
		['slashes', 'IBAN GB29/NWBK/6016/1331/9268/19'],
		['line breaks', 'IBAN\nGB29\nNWBK\n6016\n1331\n9268\n19'],
		['emoji', 'account GB29 💶 NWBK 💶 6016 💶 1331 💶 9268 💶 19'],
		['pipes', 'GB29 | NWBK | 6016 | 1331 | 9268 | 19'],
	])('an IBAN broken up with %s', (_, text) => expect(kindsIn(text)).toContain('iban'))

	test.each([
		['a year in the name, a price in the description', ['Victorian terrace, 1890', '£450,000 freehold, 3 bedrooms']],
		[
			'a postcode in the address, rooms in the description',
			['Garden flat', '3 bedrooms\n2 bathrooms\nFloor 2', 'Flat 4, 12 Mill Lane, London E8 3PH'],
		],
		['a username with a year, a floor in the name', ['jsmith1985', '2nd floor flat, 2 beds']],
		[
			'one fact a line',
			['Bedrooms: 3\nBathrooms: 2\nFloor: 4\nBuilt: 1998\nSize: 85 m²\nCouncil tax band C\nEPC D (61)'],
		],
		['a reference number ending a line, a distance below it', ['Ref 2024-5504.\n50 m to the beach']],
		['bus routes and lines', ['Buses 38, 55, 242 and 341; lines 12 and 16 stop at the corner']],
		['room sizes', ['Bedroom 1: 3.45m x 2.90m (11\'4" x 9\'6")\nBedroom 2: 3.10m x 2.75m']],
		['German four and a fibre line', ['vier Zimmer, Glasfaser', 'Fiber broadband, Telegraph Hill, Isle of Skye views']],
		['a phone signal and a flat number', ['Good phone signal, apt.12 on floor 3']],
	])('honest numbers and words stay quiet: %s', (_, texts) => expect(findContactDetails(texts)).toEqual([]))
})

describe('findContactDetails: all texts', () => {
	test('searches every text, keeps the order and reports each detail once', () => {
		const details = findContactDetails([
			'Sunny flat - call 07911 123456',
			'Lovely. Email anna@gmail.com or call 07911 123456.',
			'12 High Street',
			'',
			'Kitchen, see www.villa-sol.es',
		])
		expect(details).toEqual([
			{ kind: 'phone', text: '07911 123456' },
			{ kind: 'email', text: 'anna@gmail.com' },
			{ kind: 'url', text: 'www.villa-sol.es' },
		])
	})

	// Linear in the text: a few milliseconds each (npm run bench:moderation-signals prints the figures); a
	// catastrophic backtrack would take minutes on these and fail by the test's time limit, not by a clock here.
	test('answers on long and hostile input', { timeout: 30_000 }, () => {
		const inputs = [
			'A bright flat built in 1987, 1,850 sq ft, at 1234 Main St for $1,250/month. '.repeat(66),
			'a '.repeat(5_000),
			'1 '.repeat(5_000),
			'2 3 '.repeat(2_500),
			'a at b dot '.repeat(910),
			'x'.repeat(10_000),
			' '.repeat(10_000),
			'DE12 '.repeat(2_000),
			'é'.repeat(10_000),
		]
		for (const text of inputs) {
			expect(Array.isArray(findContactDetails([text])), text.slice(0, 20)).toBe(true)
			expect(typeof asksForMoney(text).asks, text.slice(0, 20)).toBe('boolean')
		}
	})
})

describe('asksForMoney', () => {
	test.each([
		['Please pay the deposit before the viewing.', ['Please pay', 'deposit', 'before the viewing']],
		["Send the first month's rent and I'll mail you the keys.", ["first month's rent", 'mail you the keys']],
		['I accept Western Union only', ['Western Union']],
		['Buy iTunes gift cards and send me the codes', ['iTunes gift cards']],
		['pay via PayPal friends and family', ['PayPal friends and family']],
		['Kindly wire $1,500 to my account', ['Kindly wire', '$1,500', 'to my account']],
		['Please send 500 USDT to my wallet', ['USDT']],
		['My IBAN: DE89 3704 0044 0532 0130 00', ['DE89 3704 0044 0532 0130 00']],
		['A deposit of $500 is required before the viewing.', ['deposit', '$500', 'is required', 'before the viewing']],
		['Bitte überweisen Sie die Kaution vorab.', ['Bitte überweisen', 'Kaution', 'vorab']],
		['Veuillez effectuer un virement de la caution avant la visite.', ['virement', 'caution', 'avant la visite']],
		['Por favor envíe la fianza por adelantado.', ['Por favor envíe', 'fianza', 'por adelantado']],
		[
			'I am abroad, so you need to pay the deposit first and DHL will bring the keys.',
			['deposit', 'DHL will bring the keys'],
		],
		['Pay with Zelle and the apartment is reserved for you.', ['Pay', 'Zelle']],
		['Send me $400 and the place is yours.', ['the place is yours', '$400']],
		['Deposit first, viewing after.', ['Deposit first, viewing']],
	])('%s', (message, phrases) => {
		const result = asksForMoney(message)
		expect(result.asks).toBe(true)
		for (const phrase of phrases) expect(result.matched).toContain(phrase)
	})

	test.each([
		'Is the deposit refundable?',
		'The rent is paid monthly.',
		'Can I view it on Saturday?',
		'The deposit is payable when we sign the lease.',
		'Do I need to pay a deposit before the viewing?',
		'Faut-il verser un acompte avant la visite ?',
		'Muss ich vor der Besichtigung etwas bezahlen?',
		'You can pay the rent by bank transfer once the lease is signed.',
		'You can pay the deposit by bank transfer after we sign the contract.',
		'We pay the rent by bank transfer every month.',
		'Is a bank transfer OK for the rent once we have a contract? Send me your questions here.',
		'Would you accept $1,950 a month? Can you send me a few more photos?',
		'Please let me know if a holding deposit is needed to reserve the flat.',
		'Please send me your ID before the viewing.',
		'I am currently abroad, my sister will come to the viewing. Is the deposit refundable?',
		'I am a student at ETH Zurich.',
		'La caution est à verser à la signature du bail.',
		'La fianza se paga al firmar el contrato.',
	])('ordinary: %s', (message) => expect(asksForMoney(message)).toEqual({ asks: false, matched: [] }))

	test('the phrases are returned as written, in order, each once', () => {
		expect(
			asksForMoney('Bitte überweisen Sie die Kaution vorab. Bitte überweisen Sie die Kaution vorab.').matched,
		).toEqual(['Bitte überweisen', 'Kaution', 'vorab'])
	})
})
