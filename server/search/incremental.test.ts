// The embedded engine's incremental changes: after any sequence of upserts and removals, every
// query answers as a full rebuild over the same documents (in the same order) does: the same
// hits in the same order, with the same matched words.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contentDocuments } from '../indexing/content-documents.ts'
import { contractDocuments } from './contract-fixtures.ts'
import { createEmbeddedIndex, type EmbeddedIndex } from './embedded.ts'
import { relevanceSet } from './relevance-set.ts'
import type { SearchDocument } from './types.ts'

const corpus = contentDocuments()
const queries = [
  ...new Set([
    ...relevanceSet.map((c) => c.query),
    'forum',
    'kestrel',
    'vault',
    'credental',
    'PAM',
    'privileged sess',
    'access review',
    'joiner mover leaver',
  ]),
]

async function answers(index: EmbeddedIndex, limit = 10) {
  const out: Record<string, Array<{ id: string; highlights: string[] }>> = {}
  for (const q of queries) {
    // Matched words are listed in the term tree's insertion order, which follows the history
    // of the index; the client marks them as a set.
    out[q] = (await index.search(q, { limit })).hits.map(({ id, highlights }) => ({
      id,
      highlights: [...highlights].sort(),
    }))
  }
  return out
}

async function rebuiltLike(index: EmbeddedIndex): Promise<EmbeddedIndex> {
  const rebuilt = createEmbeddedIndex()
  await rebuilt.replaceAll(index.documents())
  return rebuilt
}

const edited = (doc: SearchDocument, n: number): SearchDocument => ({
  ...doc,
  title: `${doc.title} revision ${n}`,
  body: `${doc.body} kestrel egret ${n}`,
})

describe('embedded engine: incremental changes', () => {
  it('answers like a rebuild after upserts, edits and removals of real content', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll(corpus.slice(0, 100))
    // Answering first leaves the engine's per-index-state work (scores, expansions) behind: none
    // of it may outlive the changes below.
    await answers(index)
    await index.upsert(corpus.slice(100))
    await index.remove(corpus.filter((_, i) => i % 7 === 3).map((d) => d.id))
    // Edits some documents, and brings back a few removed ones (i = 38, 115, …).
    await index.upsert(corpus.filter((_, i) => i % 11 === 5).map((d, i) => edited(d, i)))
    const expected = corpus.filter((_, i) => i % 7 !== 3 || i % 11 === 5)
    expect(
      index
        .documents()
        .map((d) => d.id)
        .sort(),
    ).toEqual(expected.map((d) => d.id).sort())
    expect(await answers(index)).toEqual(await answers(await rebuiltLike(index)))
  })

  it('finds an added document at once and forgets a removed one (no stale cached answer)', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll(contractDocuments)
    const ids = async (q: string) => (await index.search(q, { limit: 10 })).hits.map((h) => h.id)
    expect(await ids('egret')).toEqual([])
    await index.upsert([{ ...contractDocuments[0]!, id: 'egret', title: 'Egret perch' }])
    expect(await ids('egret')).toEqual(['egret'])
    expect(await ids('egert')).toEqual(['egret'])
    await index.upsert([{ ...contractDocuments[0]!, id: 'egret', title: 'Harrier perch' }])
    expect(await ids('egret')).toEqual([])
    expect(await ids('harrier')).toEqual(['egret'])
    await index.remove(['egret', 'no-such-id'])
    expect(await ids('harrier')).toEqual([])
    // Its words left the typo vocabulary too: no correction towards a removed word.
    expect(await ids('hraarier')).toEqual([])
  })

  it('compacts tombstones without changing any answer', async () => {
    const index = createEmbeddedIndex()
    await index.replaceAll(corpus)
    // Enough edits to cross the compaction threshold several times.
    for (let round = 0; round < 4; round++) {
      await index.upsert(corpus.filter((_, i) => i % 3 === round % 3).map((d) => edited(d, round)))
    }
    expect(index.documents()).toHaveLength(corpus.length)
    expect(await answers(index)).toEqual(await answers(await rebuiltLike(index)))
  })

  it('answers like a rebuild after any sequence of changes (property)', async () => {
    const pool = contractDocuments
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('upsert' as const),
        at: fc.nat(pool.length - 1),
        rev: fc.nat(3),
      }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(pool.length - 1) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 25 }), async (changes) => {
        const index = createEmbeddedIndex()
        await index.replaceAll(pool.slice(0, 6))
        for (const c of changes) {
          if (c.kind === 'remove') await index.remove([pool[c.at]!.id])
          else await index.upsert([c.rev === 0 ? pool[c.at]! : edited(pool[c.at]!, c.rev)])
        }
        expect(await answers(index, 20)).toEqual(await answers(await rebuiltLike(index), 20))
      }),
      { numRuns: 40 },
    )
  })
})
