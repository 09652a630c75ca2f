// Figures the benchmarks share: latency percentiles, a process's CPU time, the load average, and
// Markdown table rows to print them in.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

/** The benchmark's `--name=value` arguments (a bare `--name` is `'true'`). */
export function readOptions(args: string[]): Record<string, string | undefined> {
	return Object.fromEntries(
		args.map((argument) => {
			// Split at the first '=' only: a value may hold more (--node-options=--cpu-prof-dir=/tmp).
			const [, name, value] = /^(?:--)?([^=]*)(?:=(.*))?$/s.exec(argument)!
			return [name!, value ?? 'true']
		}),
	)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The machine's load average over 1, 5 and 15 minutes, as "1.20, 0.90, 0.70". */
export const loadAverage = () =>
	os
		.loadavg()
		.map((value) => value.toFixed(2))
		.join(', ')

/** A row of a Markdown table. */
export const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

/** Milliseconds as a table shows them: two decimals below 10, one above; a dash for none. */
export const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 2 : 1))

/** The nearest-rank percentile of sorted values; NaN for none. */
export function percentile(sorted: number[], p: number) {
	if (!sorted.length) return NaN
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export function latencies(times: number[]) {
	const sorted = [...times].sort((a, b) => a - b)
	return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
}

const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100

/** CPU time a process has used so far, user and system, in ms (/proc/<pid>/stat, fields 14 and 15). */
export function cpuMs(pid: number) {
	const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}
