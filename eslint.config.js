// ESLint finds problems in code; Prettier (.prettierrc.json) owns the formatting, and
// eslint-config-prettier, last, turns off every rule that would argue with it.
// The rule choices follow the Epic Stack (@epic-web/config) and the Remix template. The config is written
// out rather than taken from @epic-web/config: that package leaves out jsx-a11y, and it makes import order,
// unused variables and hook dependencies warnings, which `eslint .` lets pass; here every rule kept is an
// error, so `npm run lint` enforces it.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Tests and their support code: Node-only, and Playwright's fixture callback `use` is not React's. */
const testFiles = ['tests/**', 'e2e/**', 'bench/**', '**/*.test.{ts,tsx}']

export default defineConfig(
	// Build output, data and reports, the code drizzle-kit writes, and CI's Node.js.
	globalIgnores([
		'build/',
		'data/',
		'.cache/',
		'test-results/',
		'playwright-report/',
		'blob-report/',
		'drizzle/',
		'public/',
		// The Node.js that .ci/run unpacks.
		'.ci/node-v*/',
	]),
	{
		linterOptions: { reportUnusedDisableDirectives: 'error' },
		languageOptions: {
			ecmaVersion: 'latest',
			sourceType: 'module',
			globals: { ...globals.browser, ...globals.node },
		},
	},

	js.configs.recommended,

	// TypeScript: the recommended set, plus the two type-aware rules the Epic Stack turns on, which catch
	// a promise that nobody awaits (a lost error, a response sent before a write) and a promise passed
	// where a boolean is tested.
	{
		files: ['**/*.{ts,tsx}'],
		extends: [tseslint.configs.recommended],
		languageOptions: {
			parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
		},
		rules: {
			'@typescript-eslint/no-floating-promises': 'error',
			'@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ args: 'after-used', argsIgnorePattern: '^_', ignoreRestSiblings: true, varsIgnorePattern: '^_' },
			],
			// Type-only imports are erased from the bundle, so a route that only names a server module's
			// type does not pull that module towards the browser.
			'@typescript-eslint/consistent-type-imports': [
				'error',
				{ prefer: 'type-imports', disallowTypeAnnotations: true, fixStyle: 'inline-type-imports' },
			],
		},
	},
	{
		files: ['**/*.js', '**/*.mjs'],
		rules: {
			'no-unused-vars': [
				'error',
				{ args: 'after-used', argsIgnorePattern: '^_', ignoreRestSiblings: true, varsIgnorePattern: '^_' },
			],
		},
	},

	// React, hooks and accessibility: the Remix template's set.
	{
		files: ['**/*.{jsx,tsx}'],
		...react.configs.flat.recommended,
		...react.configs.flat['jsx-runtime'],
		plugins: { react, 'jsx-a11y': jsxA11y },
		languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
		settings: {
			react: { version: 'detect' },
			formComponents: ['Form'],
			linkComponents: [
				{ name: 'Link', linkAttribute: 'to' },
				{ name: 'NavLink', linkAttribute: 'to' },
			],
		},
		rules: {
			...react.configs.flat.recommended.rules,
			...react.configs.flat['jsx-runtime'].rules,
			...jsxA11y.flatConfigs.recommended.rules,
			// TypeScript checks the props.
			'react/prop-types': 'off',
		},
	},
	{
		files: ['**/*.{js,jsx,ts,tsx}'],
		ignores: testFiles,
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'error',
		},
	},

	// Playwright reads a test's fixtures from its first parameter, so `({}, testInfo) =>` asks for none.
	{
		files: ['e2e/**'],
		rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
	},

	// Imports: builtins, packages, `~/` (the app), then relative paths, each group alphabetised.
	{
		plugins: { import: importPlugin },
		rules: {
			'import/no-duplicates': ['error', { 'prefer-inline': true }],
			'import/order': [
				'error',
				{
					groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
					pathGroups: [{ pattern: '~/**', group: 'internal' }],
					pathGroupsExcludedImportTypes: ['builtin'],
					alphabetize: { order: 'asc', caseInsensitive: true },
				},
			],
			'no-warning-comments': ['error', { terms: ['FIXME'], location: 'anywhere' }],
		},
	},

	prettier,
	// eslint-config-prettier turns this one off too; it catches a real bug in code without semicolons.
	{ rules: { 'no-unexpected-multiline': 'error' } },
)
