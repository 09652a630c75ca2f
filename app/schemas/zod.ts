import { z } from 'zod'

// zod compiles fast parsers with `new Function`, which the Content-Security-Policy forbids
// (and checks for it by trying, which browsers report as a violation). Every schema
// imports zod from here, so this runs before the first schema is built.
z.config({ jitless: true })

export { z }
