// tRPC context. `createContextInner` builds it without HTTP (tests, REST adapters); the
// Express adapter adds what it knows about the request.
import type { Request } from 'express'
import type { DbHandle } from '../../db/client.ts'
import type { Env } from '../env.ts'
import type { Logger } from '../logger.ts'
import type { SearchInsights } from '../search/insights/recorder.ts'
import type { RateLimitStores } from '../rate-limit-store.ts'
import type { Indexing } from '../indexing/start.ts'
import type { SearchIndex } from '../search/types.ts'

/** Long-lived services the app is built from. */
export interface AppDeps {
  env: Env
  logger: Logger
  db: DbHandle
  search: SearchIndex
  /** Counts answered searches for the content team; omitted where nothing should be counted. */
  insights?: SearchInsights
  /** Where rate-limit counters live; per-process memory when omitted. */
  rateLimitStores?: RateLimitStores
  /** Live indexing (outbox follower and dispatcher), reported by /readyz when running. */
  indexing?: Pick<Indexing, 'status'>
}

/** What procedures may know about the caller. */
export interface RequestInfo {
  ip: string
  userAgent: string
  authorization: string | undefined
}

export interface Context extends AppDeps {
  request: RequestInfo
}

const anonymous: RequestInfo = { ip: '127.0.0.1', userAgent: '', authorization: undefined }

export function createContextInner(deps: AppDeps, request: Partial<RequestInfo> = {}): Context {
  return { ...deps, request: { ...anonymous, ...request } }
}

export function requestInfo(req: Request): RequestInfo {
  return {
    ip: req.ip ?? anonymous.ip,
    userAgent: req.get('user-agent') ?? '',
    authorization: req.get('authorization'),
  }
}
