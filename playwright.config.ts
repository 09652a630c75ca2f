import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './e2e/support/chromium'

const port = Number(process.env.E2E_PORT ?? 3111)
export const baseURL = `http://127.0.0.1:${port}`
/** The test server's mail sink, read by e2e/support/mail.ts. */
export const mailReaderURL = `http://127.0.0.1:${port + 1}`

// The first Chromium found (e2e/support/chromium.ts): nothing to install beyond `npm install`.
const browser = await findChromium()
if (!process.env.TEST_WORKER_INDEX) console.log(`Chromium: ${browser.path} (${browser.source})`)

const chromium = {
	...devices['Desktop Chrome'],
	launchOptions: {
		executablePath: browser.path,
		args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
	},
}

export default defineConfig({
	testDir: 'e2e',
	// Runs on other ports (E2E_PORT) keep their results apart: a run empties its folder when it starts.
	outputDir: process.env.E2E_PORT ? `test-results/port-${port}` : 'test-results',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	workers: 2,
	reporter: process.env.CI ? 'line' : 'list',
	timeout: 30_000,
	expect: { timeout: 7_000 },
	// No trace by default: recording one (DOM snapshots and screenshots at every step) took a third of
	// the browser suite's time (docs/benchmarks.md, "The test suite"). To see a failure step by step, run
	// it again with `npx playwright test <spec> --trace retain-on-failure` and open the trace it keeps.
	use: { baseURL, trace: 'off' },
	projects: [
		// What needs a browser: hydration, client behaviour, layout, accessibility. Forms that work
		// without JavaScript are tested over HTTP, as such a visitor uses them (tests/pages/).
		{ name: 'js', use: { ...chromium, javaScriptEnabled: true } },
		// The core flows in a browser without JavaScript: sign up, sign in, search, list a home with a
		// photo, write to an owner.
		{ name: 'no-js', testMatch: 'smoke.spec.ts', use: { ...chromium, javaScriptEnabled: false } },
	],
	webServer: {
		command: `node scripts/test-site.js`,
		url: `${baseURL}/healthz`,
		env: { SITE_PORT: String(port) },
		reuseExistingServer: false,
		timeout: 120_000,
		stdout: 'ignore',
		stderr: 'pipe',
		// SIGTERM lets the launcher remove its data directory and database.
		gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
	},
})
