import fs from 'node:fs'
import { chromium } from '@playwright/test'

/** The system's Chromium on Debian and Ubuntu (`apt-get install chromium`). */
const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/**
 * The Chromium the browser tests drive, the first found of: `CHROMIUM_PATH`; Playwright's own
 * download (`npx playwright install chromium`, the way on macOS and Windows); the system's; then the
 * one the optional dependency `@sparticuz/chromium` ships compressed for Linux x64, unpacked to /tmp on
 * first use (a few seconds, once per boot). So on a fresh Linux machine `npm install` is all it takes.
 */
export async function findChromium(): Promise<{ path: string; source: string }> {
	if (process.env.CHROMIUM_PATH) return { path: process.env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
	const downloaded = chromium.executablePath()
	if (downloaded && fs.existsSync(downloaded)) return { path: downloaded, source: "Playwright's download" }
	if (fs.existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'the system' }
	const packaged = await packagedChromium()
	if (packaged) return { path: packaged, source: '@sparticuz/chromium' }
	throw new Error(
		'No Chromium for the browser tests: set CHROMIUM_PATH, run `npx playwright install chromium`, ' +
			'install the system one (`apt-get install chromium`), or `npm install` on Linux x64 (the optional @sparticuz/chromium).',
	)
}

async function packagedChromium() {
	if (process.platform !== 'linux' || process.arch !== 'x64') return undefined
	try {
		const { default: packaged } = await import('@sparticuz/chromium')
		return await packaged.executablePath()
	} catch {
		// Not installed (an optional dependency, skipped on other systems).
		return undefined
	}
}
