// Search benchmark: engine time per query (median, p99) on the real corpus and on a 100×
// synthetic corpus, then HTTP throughput of GET /api/search as a ratio to GET /healthz on the
// same server in the same run, with the engine on its worker thread (as the server runs it) and
// on the server's own thread. The load generator runs in a worker thread (its own event loop)
// with keep-alive connections, so client work does not share the server's event loop.
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { createDb } from '../../db/client.ts'
import { runMigrations } from '../../db/migrate.ts'
import { seededSiteDocuments } from '../../seed/site-documents.ts'
import { createApp } from '../../server/app.ts'
import { parseEnv } from '../../server/env.ts'
import { createLogger } from '../../server/logger.ts'
import { createEmbeddedIndex, createEmbeddedSearcher } from '../../server/search/embedded.ts'
import { createSearchInsights, type SearchInsights } from '../../server/search/insights/recorder.ts'
import { totalsSince } from '../../server/search/insights/store.ts'
import { relevanceSet } from '../../server/search/relevance-set.ts'
import { createThreadedIndex } from '../../server/search/threaded.ts'
import type { SearchDocument, SearchIndex } from '../../server/search/types.ts'
import { median, percentile } from './statistics.ts'
import type { BenchReport } from './types.ts'

const QUERIES = relevanceSet.map((c) => c.query)
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 4)
export const CONNECTIONS = 16
/** Rounds of /healthz then every query distinct; the median ratio is reported. */
const UNCACHED_ROUNDS = 3

/** Times every query of the set `rounds` times; returns per-query times in microseconds. */
function timeEngine(documents: SearchDocument[], rounds: number) {
  const search = createEmbeddedSearcher(documents)
  for (const q of QUERIES) search(q) // warm-up (JIT, lazy structures)
  const times: number[] = []
  for (let r = 0; r < rounds; r++) {
    for (const q of QUERIES) {
      const start = process.hrtime.bigint()
      search(q)
      times.push(Number(process.hrtime.bigint() - start) / 1000)
    }
  }
  times.sort((a, b) => a - b)
  return { median: percentile(times, 50), p99: percentile(times, 99), count: times.length }
}

/** 100 variants of every document: sentences rotated, ids and a distinguishing word changed. */
export function syntheticCorpus(documents: SearchDocument[], factor: number): SearchDocument[] {
  const out: SearchDocument[] = []
  for (let k = 0; k < factor; k++) {
    for (const doc of documents) {
      const sentences = doc.body.split(/(?<=\.)\s+/)
      const shift = k % Math.max(1, sentences.length)
      out.push({
        ...doc,
        id: `${doc.id}#${k}`,
        title: k === 0 ? doc.title : `${doc.title} variant${k}`,
        body: [...sentences.slice(shift), ...sentences.slice(0, shift)].join(' '),
      })
    }
  }
  return out
}

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { port, paths, seconds, connections, headers } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
let done = 0, errors = 0, serverErrors = 0, i = 0
const latencies = []
const end = Date.now() + seconds * 1000
function one() {
  if (Date.now() >= end) return Promise.resolve()
  const path = paths[i++ % paths.length]
  const started = process.hrtime.bigint()
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      if (res.statusCode !== 200) errors++
      if (res.statusCode >= 500) serverErrors++
      res.resume()
      res.on('end', () => {
        done++
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6)
        resolve()
      })
    })
    req.on('error', () => { errors++; resolve() })
  }).then(one)
}
Promise.all(Array.from({ length: connections }, one)).then(() => {
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  parentPort.postMessage({ done, errors, serverErrors, seconds, p50: at(0.5), p99: at(0.99) })
})
`

interface LoadResult {
  rps: number
  /** Answers other than 200, and of those the 5xx ones. */
  errors: number
  serverErrors: number
  /** Request latency in milliseconds, as the load generator saw it. */
  p50: number
  p99: number
}

/** A browser's request header: every answer over 1 KB goes compressed. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' }

export function load(
  port: number,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { port, paths, seconds: HTTP_SECONDS, connections: CONNECTIONS, headers },
    })
    worker.once('message', (m: Omit<LoadResult, 'rps'> & { done: number; seconds: number }) =>
      resolve({
        rps: m.done / m.seconds,
        errors: m.errors,
        serverErrors: m.serverErrors,
        p50: m.p50,
        p99: m.p99,
      }),
    )
    worker.once('error', reject)
  })
}

/**
 * Every prefix of four letters or more of every title word, as a visitor types them: over a
 * thousand distinct queries that all find pages, more than the answer caches hold (500), so
 * cycling through them every request is ranked and encoded afresh.
 */
export function typedQueries(documents: SearchDocument[]): string[] {
  const words = new Set(documents.flatMap((d) => d.title.toLowerCase().match(/[a-z]{4,}/g) ?? []))
  const queries = new Set<string>()
  for (const word of words) for (let n = 4; n <= word.length; n++) queries.add(word.slice(0, n))
  return [...queries]
}

export interface Served {
  port: number
  close: () => Promise<void>
}

/** The app over `search` (counting searches when given `insights`) on a free loopback port. */
export async function serve(
  db: Awaited<ReturnType<typeof createDb>>,
  search: SearchIndex,
  insights?: SearchInsights,
): Promise<Served> {
  const env = parseEnv({ NODE_ENV: 'production', RATE_LIMIT_SEARCH: '0', RATE_LIMIT_API: '0' })
  const app = createApp({
    env,
    logger: createLogger('silent'),
    db,
    search,
    ...(insights ? { insights } : {}),
  })
  // Port 0: the OS picks a free port, so the bench never collides with a running server.
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * Throughput of the server as it runs by default (the embedded engine on its worker thread),
 * and, for comparison, with the engine on the server's own thread.
 */
async function httpThroughput(documents: SearchDocument[]) {
  const db = await createDb({ memory: true })
  await runMigrations(db)
  const logger = createLogger('silent')
  const threaded = createThreadedIndex(logger)
  const inProcess = createEmbeddedIndex()
  await Promise.all([threaded.replaceAll(documents), inProcess.replaceAll(documents)])
  // Search insights count every search as in production, with their batched database writes.
  const insights = createSearchInsights(db.db, logger)
  const served = await serve(db, threaded, insights)
  const servedInProcess = await serve(db, inProcess, insights)
  try {
    const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`
    await load(served.port, ['/healthz']) // warm-up round, discarded
    const healthz = await load(served.port, ['/healthz'])
    const api = await load(served.port, QUERIES.map(searchPath))
    const typed = typedQueries(documents).map(searchPath)
    // The machine's speed drifts between loads of a few seconds: each distinct-query load is
    // compared with a /healthz load run just before it, and the median of the rounds reported;
    // the two placements of the engine alternate.
    const ratios: number[] = []
    const inProcessRatios: number[] = []
    const browserRatios: number[] = []
    // One discarded round each first: the engines' code is compiled for these queries as well.
    for (const target of [served, servedInProcess]) await load(target.port, typed)
    for (let round = 0; round < UNCACHED_ROUNDS; round++) {
      for (const [target, into] of [
        [served, ratios],
        [servedInProcess, inProcessRatios],
      ] as const) {
        const before = await load(target.port, ['/healthz'])
        const uncached = await load(target.port, typed)
        into.push(uncached.rps / before.rps)
      }
      // As browsers ask: the answers go gzipped (/healthz's answer is too short to compress).
      const before = await load(served.port, ['/healthz'], BROWSER_ACCEPT_ENCODING)
      const uncached = await load(served.port, typed, BROWSER_ACCEPT_ENCODING)
      browserRatios.push(uncached.rps / before.rps)
    }
    await insights.flush()
    return {
      healthz,
      api,
      ratio: api.rps / healthz.rps,
      uncached: { queries: typed.length, ratio: median(ratios), ratios },
      inProcess: { ratio: median(inProcessRatios), ratios: inProcessRatios },
      browser: { ratio: median(browserRatios), ratios: browserRatios },
      counted: await totalsSince(db.db, '1970-01-01'),
    }
  } finally {
    await served.close()
    await servedInProcess.close()
    await threaded.close()
    await insights.close()
    await db.close()
  }
}

export async function run(): Promise<BenchReport> {
  const documents = seededSiteDocuments()
  const real = timeEngine(documents, 200)
  const bigCorpus = syntheticCorpus(documents, 100)
  const big = timeEngine(bigCorpus, 3)
  const http = await httpThroughput(documents)
  const us = (n: number) => `${n.toFixed(1)} µs`
  const ms = (n: number) => `${n.toFixed(2)} ms`
  return {
    title: 'Search (embedded engine, MiniSearch + Meilisearch-style ranking)',
    lines: [
      `real corpus: ${documents.length} documents, ${QUERIES.length} queries × 200 rounds: median ${us(real.median)}, p99 ${us(real.p99)}`,
      `100× synthetic corpus: ${bigCorpus.length} documents, ${big.count} timed queries: median ${us(big.median)}, p99 ${us(big.p99)}`,
      `HTTP (${CONNECTIONS} keep-alive connections, ${HTTP_SECONDS} s each): /healthz ${http.healthz.rps.toFixed(0)} req/s, /api/search ${http.api.rps.toFixed(0)} req/s, ratio ${http.ratio.toFixed(2)} (errors: ${http.healthz.errors + http.api.errors})`,
      `  without answer caches (${http.uncached.queries} distinct typed prefixes in turn): ratio ${http.uncached.ratio.toFixed(2)} (median of ${http.uncached.ratios.map((r) => r.toFixed(2)).join(', ')}, each against /healthz just before)`,
      `  with a browser's Accept-Encoding (answers gzipped on the engine's thread): ratio ${http.browser.ratio.toFixed(2)} (${http.browser.ratios.map((r) => r.toFixed(2)).join(', ')})`,
      `  the engine on the server's thread instead of its own: ratio ${http.inProcess.ratio.toFixed(2)} (${http.inProcess.ratios.map((r) => r.toFixed(2)).join(', ')})`,
      `  search insights on (batched PGlite writes): ${http.counted.searches} searches counted`,
      `HTTP latency under that load: /healthz median ${ms(http.healthz.p50)}, p99 ${ms(http.healthz.p99)}; /api/search median ${ms(http.api.p50)}, p99 ${ms(http.api.p99)}; 5xx answers: ${http.healthz.serverErrors + http.api.serverErrors}`,
    ],
    targets: [
      {
        label: `engine median ≤ 200 µs on the real corpus (${us(real.median)})`,
        met: real.median <= 200,
      },
      { label: `engine p99 ≤ 2 ms on the real corpus (${us(real.p99)})`, met: real.p99 <= 2000 },
      { label: `engine p99 ≤ 20 ms on the 100× corpus (${us(big.p99)})`, met: big.p99 <= 20_000 },
      {
        label: `/api/search with every query distinct ≥ 0.7 × /healthz throughput (${http.uncached.ratio.toFixed(2)})`,
        met: http.uncached.ratio >= 0.7,
      },
    ],
  }
}
