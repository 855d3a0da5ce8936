import { describe, expect, it, vi } from 'vitest'
import { LruCache } from './lru-cache.ts'

describe('LruCache', () => {
  it('computes a value once per key and keeps distinct keys apart', () => {
    const cache = new LruCache<string, string>(10)
    const compute = vi.fn((key: string) => key.toUpperCase())
    expect(cache.getOrCompute('vault', compute)).toBe('VAULT')
    expect(cache.getOrCompute('vault', compute)).toBe('VAULT')
    expect(cache.getOrCompute('vaul', compute)).toBe('VAUL')
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<string, number>(2)
    let computed = 0
    const compute = () => ++computed
    cache.getOrCompute('a', compute)
    cache.getOrCompute('b', compute)
    cache.getOrCompute('a', compute) // "a" is now the most recent, "b" the least
    cache.getOrCompute('c', compute)
    expect(cache.size).toBe(2)
    expect(cache.getOrCompute('a', compute)).toBe(1)
    expect(cache.getOrCompute('b', compute)).toBe(4)
  })
})
