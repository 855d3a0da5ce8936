// Picks the search engine from the environment: the embedded engine by default, Meilisearch when
// MEILI_URL is set. With Meilisearch configured, the embedded engine is always built too, so a
// Meilisearch outage degrades search (logged, /readyz "degraded") instead of breaking it.
import type { Env } from '../env.ts'
import type { Logger } from '../logger.ts'
import { createEmbeddedIndex } from './embedded.ts'
import { createMeilisearchIndex } from './meilisearch.ts'
import type { SearchDocument, SearchIndex } from './types.ts'

/** While the primary engine is down, it is retried at most this often (a circuit breaker). */
export const FALLBACK_RETRY_MS = 30_000

export function createSearchIndex(env: Env, logger: Logger): SearchIndex {
  const embedded = createEmbeddedIndex()
  if (!env.MEILI_URL) return embedded
  return withFallback(
    createMeilisearchIndex({
      host: env.MEILI_URL,
      ...(env.MEILI_MASTER_KEY ? { apiKey: env.MEILI_MASTER_KEY } : {}),
    }),
    embedded,
    logger,
  )
}

/** Answers from `primary`, or from `fallback` (with one warning per outage) when it fails. */
export function withFallback(
  primary: SearchIndex,
  fallback: SearchIndex,
  logger: Pick<Logger, 'warn' | 'info'>,
  retryMs = FALLBACK_RETRY_MS,
): SearchIndex {
  let down = false
  let retryAt = 0
  /** Documents the primary engine has not indexed yet (it was down at start-up). */
  let pending: SearchDocument[] | null = null
  const markDown = (err: unknown, action: string) => {
    retryAt = Date.now() + retryMs
    if (!down) {
      logger.warn(
        { err, engine: primary.name, fallback: fallback.name },
        `search engine unreachable (${action}); answering from the ${fallback.name} engine`,
      )
    }
    down = true
  }
  const markUp = () => {
    if (down) logger.info({ engine: primary.name }, 'search engine reachable again')
    down = false
  }
  return {
    get name() {
      return down ? `${fallback.name} (fallback from ${primary.name})` : primary.name
    },
    replaceAll: async (documents) => {
      await fallback.replaceAll(documents)
      try {
        await primary.replaceAll(documents)
        pending = null
        markUp()
      } catch (err) {
        pending = documents
        markDown(err, 'indexing')
      }
    },
    search: async (query, options) => {
      if (down && Date.now() < retryAt) return fallback.search(query, options)
      try {
        if (pending) {
          await primary.replaceAll(pending)
          pending = null
        }
        const results = await primary.search(query, options)
        markUp()
        // Meilisearch has no "did you mean": the embedded engine, built from the same
        // documents, suggests from the same vocabulary.
        if (results.hits.length > 0 || results.suggestion) return results
        const { suggestion } = await fallback.search(query, options)
        return suggestion ? { ...results, suggestion } : results
      } catch (err) {
        markDown(err, 'search')
        return fallback.search(query, options)
      }
    },
    health: async () => {
      try {
        await primary.health()
        return 'ok'
      } catch (err) {
        markDown(err, 'health check')
        await fallback.health()
        return 'degraded'
      }
    },
  }
}
