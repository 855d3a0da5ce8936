// Search engines for contract tests: the embedded engine always, on the test's thread and on a
// worker thread of its own (threaded.ts), plus Meilisearch when TEST_MEILI_URL is set (by hand,
// or by the global setup when a Docker engine is present).
// Each Meilisearch run gets an index of its own, deleted afterwards.
import { Meilisearch } from 'meilisearch'
import { createEmbeddedIndex } from './embedded.ts'
import { createMeilisearchIndex } from './meilisearch.ts'
import { createThreadedIndex } from './threaded.ts'
import type { SearchIndex } from './types.ts'

export interface TestEngine {
  name: 'embedded' | 'embedded, worker thread' | 'meilisearch'
  open: () => Promise<{ index: SearchIndex; dispose: () => Promise<void> }>
}

export function testEngines(): TestEngine[] {
  const engines: TestEngine[] = [
    {
      name: 'embedded',
      open: async () => ({ index: createEmbeddedIndex(), dispose: async () => {} }),
    },
    {
      name: 'embedded, worker thread',
      open: async () => {
        const index = createThreadedIndex(console)
        return { index, dispose: index.close }
      },
    },
  ]
  const host = process.env.TEST_MEILI_URL
  if (host) {
    const apiKey = process.env.TEST_MEILI_MASTER_KEY
    engines.push({
      name: 'meilisearch',
      open: async () => {
        const indexUid = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
        const index = createMeilisearchIndex({
          host,
          indexUid,
          timeoutMs: 10_000,
          ...(apiKey ? { apiKey } : {}),
        })
        const client = new Meilisearch({ host, ...(apiKey ? { apiKey } : {}) })
        return { index, dispose: async () => void (await client.deleteIndex(indexUid).waitTask()) }
      },
    })
  } else {
    console.warn(
      '\n*** search tests: Meilisearch part SKIPPED (no TEST_MEILI_URL and no Docker engine); ' +
        'only the embedded engine was tested ***\n',
    )
  }
  return engines
}
