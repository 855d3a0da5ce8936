// What every search document built from content must have, for the builders' tests: a unique
// id and no empty text field; whole items (ids without '#') also carry keywords.
import { expect } from 'vitest'
import type { SearchDocument } from '../../search/types.ts'

const TEXT_FIELDS = ['id', 'title', 'description', 'body', 'category', 'url'] as const

export function expectWellFormedDocuments(documents: readonly SearchDocument[]): void {
  expect(new Set(documents.map((d) => d.id)).size, 'unique ids').toBe(documents.length)
  for (const doc of documents) {
    for (const field of TEXT_FIELDS) expect(doc[field].trim(), `${doc.id} ${field}`).not.toBe('')
    if (!doc.id.includes('#')) expect(doc.keywords.length, `${doc.id} keywords`).toBeGreaterThan(0)
  }
}
