// A prober in a process of its own, so that the load generator's busy event loop does not delay it:
// asks for one address at a fixed rate and reports each answer's latency.
//
//   node --import tsx bench/support/prober.ts URL RATE SECONDS
//
// Prints `ready` once loaded, starts when a line arrives on its input, and prints its answers as one
// line of JSON ({ ms, failed, cached }) when done.
import readline from 'node:readline'
import { failures, fromCache, openLoop, type ProbeResult } from './driver'

const [address, rate, seconds] = process.argv.slice(2)
if (!address || !rate || !seconds) throw new Error('Usage: prober.ts URL RATE SECONDS')
const url = new URL(address)

const input = readline.createInterface({ input: process.stdin })
input.once('line', () => {
	input.close()
	void openLoop(url, Number(rate), Number(seconds), () => ({ kind: 'probe', path: url.pathname + url.search })).then(
		({ answers }) => {
			const result: ProbeResult = {
				ms: answers.map((answer) => answer.ms),
				failed: failures(answers),
				cached: answers.filter(fromCache).length,
			}
			process.stdout.write(`${JSON.stringify(result)}\n`)
		},
	)
})
process.stdout.write('ready\n')
