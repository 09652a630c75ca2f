import { describe, expect, test } from 'vitest'
import { usernameSkeleton } from './username-skeleton.server'

describe('usernameSkeleton', () => {
	test.each([
		['\u1d05emo', 'small capital D (U+1D05)'],
		['DEMO', 'capitals'],
		['Demo', 'one capital'],
		['ｄｅｍｏ', 'full-width letters (NFKC)'],
		['dem0', 'the digit zero for o'],
		['ᴅᴇᴍᴏ', 'small capitals throughout'],
		['\u0501emo', 'a Cyrillic komi de (U+0501), drawn as d'],
		['demo', 'the name itself'],
		['d\u00e9mo', 'an accent'],
		['\u010femo', 'd with a caron'],
		['\u1d6demo', 'd with a middle tilde (U+1D6D)'],
		['\u0111emo', 'd with a stroke'],
		['\u0257emo', 'd with a hook'],
		['demo.', 'a dot after it'],
		['de_mo', 'an underscore'],
		['d-emo', 'a dash'],
		['d.e.m.o', 'dots between its letters'],
	])('%s (%s) looks like demo', (name) => {
		expect(usernameSkeleton(name)).toBe(usernameSkeleton('demo'))
	})

	test('the classic look-alikes of the Latin alphabet', () => {
		expect(usernameSkeleton('rnike')).toBe(usernameSkeleton('mike'))
		expect(usernameSkeleton('bi11')).toBe(usernameSkeleton('bill'))
		expect(usernameSkeleton('straße')).toBe(usernameSkeleton('STRASSE'))
	})

	test.each([
		['dema', 'another letter'],
		['demos', 'one letter more'],
		['демо', 'the Cyrillic word (д is not d)'],
	])('%s (%s) does not', (name) => {
		expect(usernameSkeleton(name)).not.toBe(usernameSkeleton('demo'))
	})

	test('the vowel signs of other scripts are marks too, and still tell names apart', () => {
		expect(usernameSkeleton('\u0930\u093e\u092e')).not.toBe(usernameSkeleton('\u0930\u092e')) // राम, रम
	})
})
