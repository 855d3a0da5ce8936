// Search indexing: full rebuild throughput of the embedded engine at 100× the corpus (content and
// the seeded forum), one incremental change on that index, and the latency from a post's approval
// to its first appearance in search answers (the live path: outbox row, NOTIFY, follower),
// on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. With MEILI_URL set, a Meilisearch
// rebuild (built aside and swapped in) is timed too.
import { testBackends } from '../../db/test-backends.ts'
import { seedForum } from '../../seed/forum.ts'
import { contentDocuments } from '../../server/indexing/content-documents.ts'
import { forumDocuments } from '../../server/indexing/documents.ts'
import { startIndexing } from '../../server/indexing/start.ts'
import { parseEnv } from '../../server/env.ts'
import { createLogger } from '../../server/logger.ts'
import { createSearchEngines } from '../../server/search/create.ts'
import { createEmbeddedIndex } from '../../server/search/embedded.ts'
import { createMeilisearchIndex } from '../../server/search/meilisearch.ts'
import { approvePost, createPendingPost } from '../../server/stores/forum.ts'
import { syntheticCorpus } from './search.ts'
import { percentile } from './statistics.ts'
import type { BenchReport } from './types.ts'

const APPROVALS = 60
const UPDATE_TARGET_MS = 2000

async function approvalLatencies(backend: ReturnType<typeof testBackends>[number]) {
  const database = await backend.open()
  const logger = createLogger('silent')
  try {
    await seedForum(database.db)
    const engines = createSearchEngines(parseEnv({ NODE_ENV: 'test' }), logger)
    const indexing = await startIndexing({ handle: database, engines, logger })
    const latencies: number[] = []
    try {
      for (let i = 0; i < APPROVALS; i++) {
        const word = `benchword${i.toString(36)}x${Date.now().toString(36)}`
        const post = await createPendingPost(database.db, {
          firstName: 'Bench',
          lastName: null,
          email: 'bench@example.com',
          categorySlug: 'best-practices',
          title: `Approval latency ${word}`,
          body: `A post measuring how fast ${word} becomes searchable.`,
          tags: [],
        })
        const started = performance.now()
        await approvePost(database.db, post!.id)
        const url = `/forum/post/${post!.id}`
        for (;;) {
          const { hits } = await engines.search.search(word, { limit: 5 })
          if (hits.some((hit) => hit.url === url)) break
          if (performance.now() - started > 10_000)
            throw new Error(`post ${post!.id} never indexed`)
          await new Promise((resolve) => setTimeout(resolve, 2))
        }
        latencies.push(performance.now() - started)
      }
    } finally {
      await indexing.stop()
    }
    const documents = await forumDocuments(database.db)
    return { latencies: latencies.sort((a, b) => a - b), forum: documents }
  } finally {
    await database.dispose()
  }
}

export async function run(): Promise<BenchReport> {
  const lines: string[] = []
  const targets: NonNullable<BenchReport['targets']> = []
  const ms = (n: number) => `${n.toFixed(1)} ms`

  const live: Array<{ name: string; p50: number; p99: number }> = []
  let forum: Awaited<ReturnType<typeof approvalLatencies>>['forum'] = []
  for (const backend of testBackends()) {
    const result = await approvalLatencies(backend)
    forum = result.forum
    const p50 = percentile(result.latencies, 50)
    const p99 = percentile(result.latencies, 99)
    live.push({ name: backend.name, p50, p99 })
    lines.push(
      `approval → searchable (${backend.name}, ${APPROVALS} approvals, embedded engine): p50 ${ms(p50)}, p99 ${ms(p99)}`,
    )
    targets.push({
      label: `update lands within ${UPDATE_TARGET_MS / 1000} s on ${backend.name} (p99 ${ms(p99)})`,
      met: p99 <= UPDATE_TARGET_MS,
    })
  }

  const corpus = [...contentDocuments(), ...forum]
  const big = syntheticCorpus(corpus, 100)
  const index = createEmbeddedIndex()
  const started = performance.now()
  await index.replaceAll(big)
  await index.search('access review', { limit: 20 }) // assembles evaluator and ranker
  const rebuildMs = performance.now() - started
  const perSecond = big.length / (rebuildMs / 1000)
  lines.push(
    `full rebuild, embedded, 100× corpus: ${big.length} documents in ${ms(rebuildMs)} (${perSecond.toFixed(0)} documents/s)`,
  )

  const changeStarted = performance.now()
  await index.upsert([{ ...big[0]!, title: `${big[0]!.title} edited` }])
  await index.search('access review', { limit: 20 })
  lines.push(
    `one upsert on that index, until the next answer: ${ms(performance.now() - changeStarted)} (no re-tokenizing)`,
  )

  const meiliUrl = process.env.MEILI_URL
  if (meiliUrl) {
    const meili = createMeilisearchIndex({
      host: meiliUrl,
      indexUid: `bench_${process.pid}`,
      timeoutMs: 60_000,
      ...(process.env.MEILI_MASTER_KEY ? { apiKey: process.env.MEILI_MASTER_KEY } : {}),
    })
    const meiliStarted = performance.now()
    await meili.rebuild(big, 'bench')
    const meiliMs = performance.now() - meiliStarted
    lines.push(
      `full rebuild, Meilisearch (built aside, swapped in): ${big.length} documents in ${ms(meiliMs)} (${(big.length / (meiliMs / 1000)).toFixed(0)} documents/s)`,
    )
  } else {
    lines.push('Meilisearch rebuild: skipped (MEILI_URL not set)')
  }
  return { title: 'Search indexing (rebuild throughput, update latency)', lines, targets }
}
