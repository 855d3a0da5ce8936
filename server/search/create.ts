// Picks the search engine from the environment: the embedded engine by default, Meilisearch when
// MEILI_URL is set. With Meilisearch configured, the embedded engine is always built too, so a
// Meilisearch outage degrades search (logged, /readyz "degraded") instead of breaking it.
import type { Env } from '../env.ts'
import type { Logger } from '../logger.ts'
import { createEmbeddedIndex, type EmbeddedIndex } from './embedded.ts'
import { createThreadedIndex } from './threaded.ts'
import { createMeilisearchIndex, type MeilisearchIndex } from './meilisearch.ts'
import type { SearchDocument, SearchIndex } from './types.ts'

/** While the primary engine is down, it is retried at most this often (a circuit breaker). */
export const FALLBACK_RETRY_MS = 30_000

export function createSearchIndex(env: Env, logger: Logger): SearchIndex {
  return createSearchEngines(env, logger).search
}

export interface SearchEngines {
  /** What the app searches: Meilisearch with the embedded fallback, or the embedded engine. */
  search: SearchIndex
  /** This process's embedded engine (the fallback when Meilisearch is configured). */
  embedded: EmbeddedIndex
  /** The shared Meilisearch index, when MEILI_URL is set. */
  meilisearch?: MeilisearchIndex
  /** Stops what the engines run on (the embedded engine's thread). */
  close: () => Promise<void>
}

/** The engines behind `search`, so indexing can keep each of them current on its own terms. */
export function createSearchEngines(env: Env, logger: Logger): SearchEngines {
  const threaded = env.SEARCH_THREAD === 'worker' ? createThreadedIndex(logger) : undefined
  const embedded = threaded ?? createEmbeddedIndex()
  const close = async () => threaded?.close()
  if (!env.MEILI_URL) return { search: embedded, embedded, close }
  const meilisearch = createMeilisearchIndex({
    host: env.MEILI_URL,
    ...(env.MEILI_MASTER_KEY ? { apiKey: env.MEILI_MASTER_KEY } : {}),
  })
  return { search: withFallback(meilisearch, embedded, logger), embedded, meilisearch, close }
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
  const forwardChange = async (change: (index: SearchIndex) => Promise<void>) => {
    try {
      // Still unbuilt since an outage at start-up: the full set, this change included, goes in.
      if (pending) {
        await primary.replaceAll(pending)
        pending = null
      } else await change(primary)
      markUp()
    } catch (err) {
      markDown(err, 'indexing')
      throw err
    }
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
    // Changes reach the fallback first (it must never lag), then the primary; a primary failure
    // is thrown so the caller (the outbox dispatcher) retries the change until it lands.
    upsert: async (documents) => {
      await fallback.upsert(documents)
      if (pending) pending = upserted(pending, documents)
      await forwardChange((index) => index.upsert(documents))
    },
    remove: async (ids) => {
      await fallback.remove(ids)
      if (pending) pending = removed(pending, ids)
      await forwardChange((index) => index.remove(ids))
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
        if (results.hits.length > 0 || results.suggestion) return results
        // Never a dead end: where Meilisearch finds nothing, the embedded engine, built from the
        // same documents, answers with what its own rules find ("GPDR", an acronym's letters
        // swapped, is GDPR there) or with its "did you mean", which Meilisearch does not have.
        const embedded = await fallback.search(query, options)
        return embedded.hits.length > 0 || embedded.suggestion ? embedded : results
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

/** `documents` with these replacing (or joining) those of the same id. */
export function upserted(documents: SearchDocument[], changes: SearchDocument[]): SearchDocument[] {
  const ids = new Set(changes.map((doc) => doc.id))
  return [...documents.filter((doc) => !ids.has(doc.id)), ...changes]
}

/** `documents` without those of these ids. */
export function removed(documents: SearchDocument[], ids: string[]): SearchDocument[] {
  const gone = new Set(ids)
  return documents.filter((doc) => !gone.has(doc.id))
}
