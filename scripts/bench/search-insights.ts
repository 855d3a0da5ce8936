// Search insights cost: what counting a search adds to a request (a map update), what one
// batched write of 1,000 distinct queries takes on PGlite (it runs on the server's thread),
// and GET /api/search throughput with every query distinct, with and without insights, as a
// ratio to /healthz on the same process, measured in alternating rounds so that a busy
// machine slows both sides alike.
import { createDb } from '../../db/client.ts'
import { runMigrations } from '../../db/migrate.ts'
import { contentDocuments } from '../../server/indexing/content-documents.ts'
import { createLogger } from '../../server/logger.ts'
import { createThreadedIndex } from '../../server/search/threaded.ts'
import { addDays, utcDay } from '../../server/search/insights/days.ts'
import { createSearchInsights } from '../../server/search/insights/recorder.ts'
import { addDailyCounts, totalsSince } from '../../server/search/insights/store.ts'
import { CONNECTIONS, load, serve, typedQueries } from './search.ts'
import type { BenchReport } from './types.ts'

const ROUNDS = 3

export async function run(): Promise<BenchReport> {
  const documents = contentDocuments()
  const logger = createLogger('silent')
  const db = await createDb({ memory: true })
  await runMigrations(db)
  // The engine on its worker thread, as the server runs it.
  const search = createThreadedIndex(logger)
  await search.replaceAll(documents)
  const typed = typedQueries(documents)

  // Counting alone: a recorder that never writes during the loop.
  const idle = createSearchInsights(db.db, logger, { flushIntervalMs: 3_600_000 })
  const answer = { results: [] }
  const calls = 1_000_000
  let started = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) idle.recordAnswer({ q: typed[i % typed.length]! }, answer)
  const recordNs = Number(process.hrtime.bigint() - started) / calls
  await idle.close()

  // One full batch on PGlite, five times (new rows, then rows that already exist).
  const today = utcDay(Date.now())
  const batch = typed.slice(0, 1_000).map((query) => ({
    day: addDays(today, -1),
    query,
    searches: 1,
    zeroResultSearches: 0,
  }))
  const writeMs: number[] = []
  for (let i = 0; i < 5; i++) {
    started = process.hrtime.bigint()
    await addDailyCounts(db.db, batch)
    writeMs.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  writeMs.sort((a, b) => a - b)

  const countedBefore = await totalsSince(db.db, today)
  const insights = createSearchInsights(db.db, logger)
  const counting = await serve(db, search, insights)
  const plain = await serve(db, search)
  const paths = typed.map((q) => `/api/search?q=${encodeURIComponent(q)}`)
  const rps = { healthz: 0, counting: 0, plain: 0 }
  try {
    await load(counting.port, ['/healthz']) // warm-up, discarded
    for (let round = 0; round < ROUNDS; round++) {
      rps.healthz += (await load(counting.port, ['/healthz'])).rps
      rps.counting += (await load(counting.port, paths)).rps
      rps.plain += (await load(plain.port, paths)).rps
    }
    await insights.flush()
  } finally {
    await counting.close()
    await plain.close()
    await insights.close()
    await search.close()
  }
  const counted = await totalsSince(db.db, today)
  await db.close()

  const withInsights = rps.counting / rps.healthz
  const withoutInsights = rps.plain / rps.healthz
  return {
    title: 'Search insights (batched counting of searches)',
    lines: [
      `counting one search: ${recordNs.toFixed(0)} ns (normalise + map update, ${calls} calls)`,
      `one write of ${batch.length} distinct queries on PGlite: median ${writeMs[2]!.toFixed(1)} ms, worst ${writeMs[4]!.toFixed(1)} ms`,
      `HTTP, every query distinct (${typed.length} typed prefixes), ${CONNECTIONS} connections, ${ROUNDS} alternating rounds: /healthz ${(rps.healthz / ROUNDS).toFixed(0)} req/s`,
      `  /api/search with insights ${(rps.counting / ROUNDS).toFixed(0)} req/s (ratio ${withInsights.toFixed(2)}), without ${(rps.plain / ROUNDS).toFixed(0)} req/s (ratio ${withoutInsights.toFixed(2)}); ${counted.searches - countedBefore.searches} searches counted`,
    ],
    targets: [
      {
        label: `/api/search ≥ 0.7 × /healthz with every query distinct and insights on (${withInsights.toFixed(2)})`,
        met: withInsights >= 0.7,
      },
    ],
  }
}
