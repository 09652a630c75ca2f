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
		['démo', 'an accent'],
		['demos', 'one letter more'],
		['демо', 'the Cyrillic word (д is not d)'],
	])('%s (%s) does not', (name) => {
		expect(usernameSkeleton(name)).not.toBe(usernameSkeleton('demo'))
	})
})
