// A small least-recently-used cache on top of Map's insertion order: the search engines' lookups
// that repeat across queries, the encoded search answers, the pages rendered from data.

export class LruCache<K, V> {
  readonly #entries = new Map<K, V>()

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#entries.size
  }

  /** The cached value (now the most recently used), or undefined. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key) as V
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  /** Stores `value` as the most recently used entry, dropping the least recent beyond capacity. */
  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.capacity) {
      this.#entries.delete(this.#entries.keys().next().value as K)
    }
  }

  /** The cached value, or `compute(key)` stored as the most recently used entry. */
  getOrCompute(key: K, compute: (key: K) => V): V {
    if (this.#entries.has(key)) return this.get(key) as V
    const value = compute(key)
    this.set(key, value)
    return value
  }
}
