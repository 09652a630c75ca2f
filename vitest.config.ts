import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
	plugins: [tsconfigPaths()],
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
		globalSetup: ['tests/setup/global.ts'],
		setupFiles: ['tests/setup/isolated-database.ts'],
		// Hashing and database start-up make some tests slower than vitest's default 5 s on a busy machine.
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		env: { NODE_ENV: 'test', SEED_DEMO: '0', LOG_LEVEL: 'silent' },
	},
})
