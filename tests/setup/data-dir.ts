// Gives each test file a data directory of its own (embedded database, stored photos,
// session secret), removed when the file is done.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-test-'))
process.env.DATA_DIR = dataDir

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
