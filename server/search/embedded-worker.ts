// The embedded engine's own thread (threaded.ts starts it): it holds the index, ranks, and
// encodes GET /api/search answers (gzipped for clients that accept it), so that none of that
// work runs on the server's event loop.
// Requests arrive in order and every index change is applied synchronously when its message is
// handled, so a search always sees every change sent before it.
import { parentPort } from 'node:worker_threads'
import express from 'express'
import { createAnswerBodyCache, gzippedBody, type EtagOf } from './answer-body-cache.ts'
import { answerOf } from './answer.ts'
import { createEmbeddedIndex } from './embedded.ts'
import type { EncodedAnswerMessage, EngineReply, EngineRequest } from './threaded.ts'

const port = parentPort
if (!port) throw new Error('embedded-worker.ts runs only as a worker thread (see threaded.ts)')

const index = createEmbeddedIndex()
const encode = createAnswerBodyCache()
/** Express's default ETag generator, the one the server's app uses (weak ETags). */
const weakEtag: EtagOf = express().get('etag fn')

async function handle(request: EngineRequest): Promise<EngineReply> {
  switch (request.op) {
    case 'replaceAll':
      await index.replaceAll(request.documents)
      return { id: request.id }
    case 'upsert':
      await index.upsert(request.documents)
      return { id: request.id }
    case 'remove':
      await index.remove(request.ids)
      return { id: request.id }
    case 'search':
      return { id: request.id, value: await index.search(request.query, { limit: request.limit }) }
    case 'answer': {
      const results = await index.search(request.query, { limit: request.limit })
      const encoded = encode(answerOf(request.query, results), weakEtag)
      const gzipped = request.gzip ? gzippedBody(encoded) : undefined
      // A copy of the cached body over a buffer of its own (a small Buffer shares Node's pool,
      // which must stay here), handed over without another copy.
      const value: EncodedAnswerMessage = {
        body: new Uint8Array(gzipped ?? encoded.body),
        etag: encoded.etag!,
        resultCount: results.hits.length,
        ...(gzipped ? { contentEncoding: 'gzip' as const } : {}),
      }
      return { id: request.id, value }
    }
    case 'ping':
      return { id: request.id, value: 'ok' }
  }
}

port.on('message', (request: EngineRequest) => {
  handle(request).then(
    (reply) => {
      const body = request.op === 'answer' ? (reply.value as EncodedAnswerMessage).body : undefined
      port.postMessage(reply, body ? [body.buffer] : [])
    },
    (err: unknown) =>
      port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
  )
})
