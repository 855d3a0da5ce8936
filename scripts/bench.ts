// `npm run bench`: runs every benchmark module in scripts/bench/ (alphabetical order) and
// prints their reports. Each module exports `run(): Promise<BenchReport>`. Benchmarks are
// measurements, not pass/fail tests; a module may mark a target as missed.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { BenchReport } from './bench/types.ts'

const dir = path.join(import.meta.dirname, 'bench')
const only = process.argv.slice(2)
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'types.ts' && !file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort()

let missed = 0
for (const file of modules) {
  const { run } = (await import(path.join(dir, file))) as { run: () => Promise<BenchReport> }
  const started = Date.now()
  const report = await run()
  console.log(`\n## ${report.title}  (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  for (const line of report.lines) console.log(`  ${line}`)
  for (const target of report.targets ?? []) {
    console.log(`  ${target.met ? 'MET   ' : 'MISSED'} ${target.label}`)
    if (!target.met) missed++
  }
}
console.log(`\n${modules.length} benchmark(s) run; ${missed} target(s) missed.`)
process.exit(0)
