import { describe, expect, it, vi } from 'vitest'
import { createAnswerBodyCache } from './answer-body-cache.ts'
import type { SearchHit } from './types.ts'

const hit = (title: string): SearchHit => ({
  id: title,
  title,
  description: `${title} described`,
  category: 'Fixtures',
  url: `/fixture/${title}`,
  page: `/fixture/${title}`,
  pageTitle: title,
  snippet: `${title} described`,
  highlights: [title],
})

describe('createAnswerBodyCache', () => {
  it('encodes an answer once while the engine repeats the very same hits', () => {
    const encode = createAnswerBodyCache()
    const etagOf = vi.fn((body: Buffer) => `W/"${body.length}"`)
    const results = [hit('vault')]
    const first = encode({ query: 'vault', results }, etagOf)
    expect(JSON.parse(first.body.toString())).toEqual({ query: 'vault', results })
    expect(encode({ query: 'vault', results }, etagOf)).toBe(first)
    expect(etagOf).toHaveBeenCalledTimes(1)
  })

  it('encodes again when the engine answers with other hits (a replaced index)', () => {
    const encode = createAnswerBodyCache()
    const first = encode({ query: 'vault', results: [hit('vault')] }, undefined)
    const second = encode({ query: 'vault', results: [hit('safe')] }, undefined)
    expect(second).not.toBe(first)
    expect(JSON.parse(second.body.toString()).results[0].title).toBe('safe')
    expect(second.etag).toBeUndefined()
  })

  it('keeps queries apart and forgets the least recently used beyond its capacity', () => {
    const encode = createAnswerBodyCache(1)
    const results = [hit('vault')]
    const a = encode({ query: 'a', results }, undefined)
    expect(JSON.parse(encode({ query: 'b', results }, undefined).body.toString()).query).toBe('b')
    expect(encode({ query: 'a', results }, undefined)).not.toBe(a)
  })
})
