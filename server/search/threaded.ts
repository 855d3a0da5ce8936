// The embedded engine on a thread of its own. Ranking a query and encoding its answer are the
// CPU-heavy part of a search; on the server's event loop they hold up every other request, and a
// process with one busy thread leaves the machine's other cores idle. Here the index lives in a
// worker thread (embedded-worker.ts) and the event loop only passes messages: index changes and
// queries in, results and encoded answers (JSON bytes handed over without a copy) out.
//
// The index's documents are also kept here, in arrival order, so a thread that dies is replaced
// at once by a new one given the same documents; requests it had not answered fail, and
// requests sent after go to the new thread, behind its documents. A thread that dies before
// answering anything is not replaced: it failed to start, and so would the next.
import { Worker } from 'node:worker_threads'
import type { Logger } from '../logger.ts'
import type { EmbeddedIndex } from './embedded.ts'
import type { EncodedSearchAnswer, SearchDocument, SearchIndex, SearchResults } from './types.ts'

/** A request to the engine's thread; `id` pairs it with its reply. */
export type EngineRequest = { id: number } & (
  | { op: 'replaceAll' | 'upsert'; documents: SearchDocument[] }
  | { op: 'remove'; ids: string[] }
  | { op: 'search'; query: string; limit: number }
  | { op: 'answer'; query: string; limit: number; gzip: boolean }
  | { op: 'ping' }
)

export interface EngineReply {
  id: number
  value?: unknown
  /** Set when the request failed: the error's message. */
  error?: string
}

/** An encoded answer on its way from the thread: its bytes in a buffer of their own. */
export type EncodedAnswerMessage = Omit<EncodedSearchAnswer, 'body'> & {
  body: Uint8Array<ArrayBuffer>
}

export interface ThreadedIndex extends EmbeddedIndex {
  encodedAnswer: NonNullable<SearchIndex['encodedAnswer']>
  /** Stops the engine's thread; the index answers nothing after. */
  close: () => Promise<void>
  /** The thread that answers now (a new one after a failure). */
  readonly worker: Worker
}

const WORKER_ENTRY = new URL('./embedded-worker-boot.mjs', import.meta.url)

/** Distributes a request without its id, so each member of the union keeps its own fields. */
type Unsent = EngineRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

export function createThreadedIndex(
  logger: Pick<Logger, 'warn' | 'error'>,
  /** The thread's entry module (tests give one that fails). */
  entry: URL = WORKER_ENTRY,
): ThreadedIndex {
  let documents = new Map<string, SearchDocument>()
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (err: Error) => void }
  >()
  let nextId = 0
  let closed = false
  /** Set when a thread died before answering anything: a new one would fail the same way. */
  let broken: Error | undefined
  let worker = startThread()

  function startThread(): Worker {
    const thread = new Worker(entry)
    let answered = false
    // Idle, the thread does not keep the process alive; a pending request does (see send).
    thread.unref()
    thread.on('message', (reply: EngineReply) => {
      answered = true
      const request = waiting.get(reply.id)
      if (!request) return
      waiting.delete(reply.id)
      if (waiting.size === 0) thread.unref()
      if (reply.error !== undefined) request.reject(new Error(reply.error))
      else request.resolve(reply.value)
    })
    thread.on('error', (err) => logger.error({ err }, 'search engine thread failed'))
    thread.on('exit', (code) => {
      if (thread !== worker) return
      for (const request of waiting.values()) {
        request.reject(new Error('the search engine thread stopped before answering'))
      }
      waiting.clear()
      if (closed) return
      if (!answered) {
        // Search stays down (/readyz says so) rather than starting thread after thread.
        broken = new Error(`the search engine thread could not start (exit code ${code})`)
        logger.error({ code }, 'search engine thread could not start')
        return
      }
      logger.warn({ code }, 'search engine thread stopped: a new one takes the current documents')
      worker = startThread()
      send({ op: 'replaceAll', documents: [...documents.values()] }).catch((err: unknown) =>
        logger.error({ err }, 'search engine thread could not take the documents'),
      )
    })
    return thread
  }

  function send<T>(request: Unsent): Promise<T> {
    if (closed) return Promise.reject(new Error('the search index is closed'))
    if (broken) return Promise.reject(broken)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      if (waiting.size === 0) worker.ref()
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...request, id })
    })
  }

  return {
    name: 'embedded',
    get worker() {
      return worker
    },
    // The documents kept here change once the thread has applied the change: a change it
    // refuses, or never answers, is not given to a replacement thread either.
    replaceAll: async (replacement) => {
      await send({ op: 'replaceAll', documents: [...replacement] })
      documents = new Map(replacement.map((doc) => [doc.id, doc]))
    },
    upsert: async (changed) => {
      await send({ op: 'upsert', documents: [...changed] })
      // A replaced document moves to the end, as the engine numbers it.
      for (const doc of changed) {
        documents.delete(doc.id)
        documents.set(doc.id, doc)
      }
    },
    remove: async (ids) => {
      await send({ op: 'remove', ids: [...ids] })
      for (const id of ids) documents.delete(id)
    },
    search: (query, { limit }) => send<SearchResults>({ op: 'search', query, limit }),
    encodedAnswer: async (query, { limit, gzip = false }) => {
      const answer = await send<EncodedAnswerMessage>({ op: 'answer', query, limit, gzip })
      // A Buffer view of the bytes handed over, no copy.
      const { buffer, byteOffset, byteLength } = answer.body
      return { ...answer, body: Buffer.from(buffer, byteOffset, byteLength) }
    },
    health: async () => {
      await send({ op: 'ping' })
      return 'ok'
    },
    documents: () => [...documents.values()],
    close: async () => {
      closed = true
      await worker.terminate()
    },
  }
}
