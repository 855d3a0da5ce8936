// Encoded GET /api/search answers. The embedded engine hands out the same frozen hits array for
// a repeated query until its documents are replaced, so the JSON body and its ETag are built once
// per (query, hits) and reused while the engine keeps answering with those very hits. A replaced
// index, or an engine that builds new hits per call (Meilisearch), simply misses: an entry is
// only used when its hits are identical to the engine's current answer, so it is never stale.
// Its gzipped body is made the first time a client that accepts gzip asks, and kept with it.
import { gzipSync } from 'node:zlib'
import type { SearchAnswer } from './answer.ts'
import { LruCache } from '../lru-cache.ts'

export interface EncodedAnswer {
  body: Buffer
  /** The body's ETag, or undefined when the app sends none. */
  etag: string | undefined
}

/** Express's ETag generator for a body (`app.get('etag fn')`), undefined when ETags are off. */
export type EtagOf = ((body: Buffer, encoding?: BufferEncoding) => string) | undefined

interface Entry extends EncodedAnswer {
  results: SearchAnswer['results']
}

/** Distinct queries kept, as many as the engine's own answer cache. */
const CAPACITY = 500

/** Shorter bodies go out as they are, as the compression middleware leaves them (its threshold). */
const GZIP_THRESHOLD = 1024

/**
 * zlib's level 4. On search answers (10-14 KB of JSON) it comes within 3% of the default level's
 * size in four fifths of its time; brotli at the quality the compression middleware uses (4) is
 * 3% smaller again and takes twice as long, on every distinct query.
 */
const GZIP_LEVEL = 4

const gzippedBodies = new WeakMap<EncodedAnswer, Buffer>()

/**
 * The answer's body gzipped, made once per encoded answer and kept while the answer is; undefined
 * when the body is too short to gain from it.
 */
export function gzippedBody(answer: EncodedAnswer): Buffer | undefined {
  if (answer.body.length < GZIP_THRESHOLD) return undefined
  let gzipped = gzippedBodies.get(answer)
  if (!gzipped) {
    gzipped = gzipSync(answer.body, { level: GZIP_LEVEL })
    gzippedBodies.set(answer, gzipped)
  }
  return gzipped
}

export function createAnswerBodyCache(
  capacity = CAPACITY,
): (answer: SearchAnswer, etagOf: EtagOf) => EncodedAnswer {
  const entries = new LruCache<string, Entry>(capacity)
  return (answer, etagOf) => {
    const cached = entries.get(answer.query)
    if (cached?.results === answer.results) return cached
    const body = Buffer.from(JSON.stringify(answer))
    const entry: Entry = { results: answer.results, body, etag: etagOf?.(body) }
    entries.set(answer.query, entry)
    return entry
  }
}
