// The fallback wrapper: a configured engine that is down never breaks search.
import { describe, expect, it, vi } from 'vitest'
import { contractDocuments } from './contract-fixtures.ts'
import { withFallback } from './create.ts'
import { createEmbeddedIndex } from './embedded.ts'
import { createMeilisearchIndex } from './meilisearch.ts'
import type { SearchIndex } from './types.ts'

function brokenEngine(): SearchIndex {
  const fail = () => Promise.reject(new Error('connect ECONNREFUSED'))
  return {
    name: 'meilisearch',
    replaceAll: fail,
    upsert: fail,
    remove: fail,
    search: fail,
    health: fail,
  }
}

describe('withFallback', () => {
  it('answers from the embedded engine, warns once and reports degraded when the engine is down', async () => {
    const logger = { warn: vi.fn(), info: vi.fn() }
    const index = withFallback(brokenEngine(), createEmbeddedIndex(), logger)
    await index.replaceAll(contractDocuments)
    expect((await index.search('vault', { limit: 5 })).hits[0]?.id).toBe('vault')
    expect((await index.search('rotation', { limit: 5 })).hits.length).toBeGreaterThan(0)
    await expect(index.health()).resolves.toBe('degraded')
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(index.name).toContain('fallback')
  })

  it('uses the primary engine when it answers', async () => {
    const primary = createEmbeddedIndex()
    const logger = { warn: vi.fn(), info: vi.fn() }
    const index = withFallback({ ...primary, name: 'primary' }, createEmbeddedIndex(), logger)
    await index.replaceAll(contractDocuments)
    await expect(index.health()).resolves.toBe('ok')
    expect(index.name).toBe('primary')
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('answers from the embedded engine when the primary finds nothing', async () => {
    const emptyAnswers: SearchIndex = {
      ...createEmbeddedIndex(),
      name: 'primary',
      search: async () => ({ hits: [], ignoredWords: [] }),
    }
    const logger = { warn: vi.fn(), info: vi.fn() }
    const index = withFallback(emptyAnswers, createEmbeddedIndex(), logger)
    await index.replaceAll(contractDocuments)
    expect((await index.search('credential', { limit: 5 })).hits[0]?.id).toBe('vault')
    // Nothing on either engine: the embedded engine's correction, or nothing at all.
    expect(await index.search('vaut', { limit: 5 })).toMatchObject({
      hits: [],
      suggestion: 'vault',
    })
    expect(await index.search('zzqxv', { limit: 5 })).toEqual({ hits: [], ignoredWords: [] })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('falls back when a real Meilisearch client cannot connect', async () => {
    const logger = { warn: vi.fn(), info: vi.fn() }
    // Port 9 (discard) on localhost: nothing listens, the connection is refused at once.
    const meili = createMeilisearchIndex({ host: 'http://127.0.0.1:9', timeoutMs: 500 })
    const index = withFallback(meili, createEmbeddedIndex(), logger)
    await index.replaceAll(contractDocuments)
    expect((await index.search('PAM', { limit: 5 })).hits.map((h) => h.id)).toContain('acronym-pam')
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('forwards changes to both engines, and throws when the primary misses one', async () => {
    const primary = createEmbeddedIndex()
    const fallback = createEmbeddedIndex()
    const logger = { warn: vi.fn(), info: vi.fn() }
    const index = withFallback({ ...primary, name: 'primary' }, fallback, logger)
    await index.replaceAll(contractDocuments)
    const added = { ...contractDocuments[0]!, id: 'egret', title: 'Egret perch', url: '/egret' }
    await index.upsert([added])
    await index.remove(['vault'])
    for (const engine of [primary, fallback]) {
      expect((await engine.search('egret', { limit: 5 })).hits.map((h) => h.id)).toEqual(['egret'])
      expect((await engine.search('vault', { limit: 5 })).hits.map((h) => h.id)).not.toContain(
        'vault',
      )
    }

    const broken = withFallback(brokenEngine(), fallback, logger)
    await expect(broken.remove(['egret'])).rejects.toThrow('ECONNREFUSED')
    // The fallback already answers without the document.
    expect((await broken.search('egret', { limit: 5 })).hits).toEqual([])
  })
})
