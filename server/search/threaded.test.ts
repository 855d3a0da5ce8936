// The embedded engine on its worker thread answers exactly as on the caller's thread, encodes the
// same GET /api/search bodies and ETags, applies changes in order, and survives its thread dying.
import { gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededSiteDocuments } from '../../seed/site-documents.ts'
import { answerOf } from './answer.ts'
import { createEmbeddedIndex } from './embedded.ts'
import { relevanceSet } from './relevance-set.ts'
import { createThreadedIndex, type ThreadedIndex } from './threaded.ts'
import type { SearchDocument } from './types.ts'

const silent = { warn: () => {}, error: () => {} }
const warnings: unknown[] = []
const expressEtag = express().get('etag fn') as (body: Buffer) => string

let documents: SearchDocument[]
let threaded: ThreadedIndex
const inProcess = createEmbeddedIndex()

beforeAll(async () => {
  documents = await seededSiteDocuments()
  threaded = createThreadedIndex({
    warn: (...args: unknown[]) => warnings.push(args),
    error: () => {},
  })
  await Promise.all([threaded.replaceAll(documents), inProcess.replaceAll(documents)])
}, 30_000)
afterAll(async () => threaded?.close())

/** Hits as plain data (the in-process engine's are frozen, the thread's are copies). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown

describe('the embedded engine on a worker thread', () => {
  const queries = [
    ...relevanceSet.map((c) => c.query),
    'zzqx nothing here',
    'privlieged acess',
    'the',
  ]

  it('answers every query as the engine on this thread does', async () => {
    for (const query of queries) {
      const [there, here] = await Promise.all([
        threaded.search(query, { limit: 20 }),
        inProcess.search(query, { limit: 20 }),
      ])
      expect(plain(there), query).toEqual(plain(here))
    }
  })

  it('encodes the answer GET /api/search sends, with Express’s ETag', async () => {
    for (const query of queries.slice(0, 40)) {
      const encoded = await threaded.encodedAnswer(query, { limit: 20 })
      const expected = Buffer.from(
        JSON.stringify(answerOf(query, await inProcess.search(query, { limit: 20 }))),
      )
      expect(encoded.body.toString(), query).toBe(expected.toString())
      expect(encoded.etag).toBe(expressEtag(expected))
      expect(encoded.resultCount).toBe(JSON.parse(expected.toString()).results.length)
    }
    // Asked for gzip, the same bytes gzipped, under the same ETag; a short body goes as it is.
    const plain = await threaded.encodedAnswer('access review', { limit: 20 })
    const gzipped = await threaded.encodedAnswer('access review', { limit: 20, gzip: true })
    expect(plain.contentEncoding).toBeUndefined()
    expect(gzipped.contentEncoding).toBe('gzip')
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true)
    expect(gzipped.etag).toBe(plain.etag)
    const none = await threaded.encodedAnswer('zzzqqq', { limit: 20, gzip: true })
    expect(none.body.length).toBeLessThan(1024)
    expect(none.contentEncoding).toBeUndefined()
    // A repeated query is answered from the thread's body cache: the same bytes again.
    const first = await threaded.encodedAnswer('access review', { limit: 20 })
    const again = await threaded.encodedAnswer('access review', { limit: 20 })
    expect(again.body.equals(first.body)).toBe(true)
  })

  it('applies changes in the order they are sent', async () => {
    const index = createThreadedIndex(silent)
    const mirror = createEmbeddedIndex()
    try {
      const doc = (id: string, title: string): SearchDocument => ({
        id,
        title,
        description: '',
        body: `${title} body`,
        category: 'Fixtures',
        url: `/fixture/${id}`,
        keywords: [],
        priority: 4,
      })
      for (const target of [index, mirror]) {
        // Not awaited one by one: each search must still see every change sent before it.
        const steps = [
          target.replaceAll([doc('a', 'Kestrel vault'), doc('b', 'Osprey vault')]),
          target.upsert([doc('a', 'Kestrel ledger'), doc('c', 'Heron vault')]),
          target.remove(['b']),
        ]
        const found = target.search('vault', { limit: 10 })
        await Promise.all(steps)
        expect((await found).hits.map((h) => h.id)).toEqual(['c'])
      }
      expect(index.documents()).toEqual(mirror.documents())
      expect((await index.search('ledger', { limit: 10 })).hits.map((h) => h.id)).toEqual(['a'])
    } finally {
      await index.close()
    }
  })

  it('reports a thread that cannot start, without starting another', async () => {
    const errors: unknown[] = []
    const failing = new URL(`data:text/javascript,${encodeURIComponent('throw new Error("no")')}`)
    const index = createThreadedIndex(
      { warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
      failing,
    )
    try {
      await expect(index.health()).rejects.toThrow(/stopped before answering/)
      await expect(index.health()).rejects.toThrow(/could not start/)
      await expect(index.search('access', { limit: 5 })).rejects.toThrow(/could not start/)
      expect(errors.length).toBeGreaterThan(0)
    } finally {
      await index.close()
    }
  })

  it('answers nothing once closed', async () => {
    const index = createThreadedIndex(silent)
    await index.close()
    await expect(index.search('access', { limit: 5 })).rejects.toThrow(/closed/)
  })

  // The last two use the shared thread: they change its documents, and the second kills it.
  it('rejects a request the engine refuses and goes on answering', async () => {
    const twice = documents.slice(0, 1).concat(documents.slice(0, 1))
    await threaded.replaceAll(documents.slice(0, 3))
    await expect(threaded.replaceAll(twice)).rejects.toThrow(/duplicate document id/)
    expect(threaded.documents()).toEqual(documents.slice(0, 3))
    await threaded.replaceAll(documents)
    await expect(threaded.health()).resolves.toBe('ok')
    expect((await threaded.search('joiners', { limit: 5 })).hits.length).toBeGreaterThan(0)
  })

  it('replaces a thread that dies, with the same documents', async () => {
    await threaded.upsert([{ ...documents[0]!, title: 'Kestrel heron osprey' }])
    const before = await threaded.search('kestrel heron', { limit: 5 })
    const dying = threaded.worker
    // A long change first, so the thread is still busy with it when it is stopped: the search
    // behind it cannot have been answered, however the threads are scheduled.
    const copies = Array.from({ length: 5_000 }, (_, i) => ({
      ...documents[i % documents.length]!,
      id: `copy-${i}`,
    }))
    const unapplied = threaded.upsert(copies)
    const unanswered = threaded.search('privileged access', { limit: 5 })
    await dying.terminate()
    await expect(unapplied).rejects.toThrow(/stopped before answering/)
    await expect(unanswered).rejects.toThrow(/stopped before answering/)
    expect(threaded.worker).not.toBe(dying)
    expect(warnings).toHaveLength(1)
    expect(plain(await threaded.search('kestrel heron', { limit: 5 }))).toEqual(plain(before))
  })
})
