import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import fs from 'node:fs'
let t=performance.now()
const a = await PGlite.create('memory://'); await a.query('select 1'); console.log('memory', performance.now()-t); t=performance.now()
const b = await PGlite.create({extensions:{pg_trgm}}); await b.query('select 1'); console.log('memory+trgm', performance.now()-t); t=performance.now()
fs.rmSync('/tmp/pgl-dir',{recursive:true,force:true})
const c = await PGlite.create('/tmp/pgl-dir'); await c.query('select 1'); console.log('fs', performance.now()-t); t=performance.now()
await c.close()
const d = await PGlite.create('/tmp/pgl-dir'); await d.query('select 1'); console.log('fs reopen', performance.now()-t); t=performance.now()
const dump = await d.dumpDataDir('none'); console.log('dump', performance.now()-t, dump.size); t=performance.now()
const e = await PGlite.create({loadDataDir: dump}); await e.query('select 1'); console.log('load from dump', performance.now()-t); t=performance.now()
