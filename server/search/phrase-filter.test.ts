import { describe, expect, it } from 'vitest'
import { contractDocuments } from './contract-fixtures.ts'
import { createPhraseFilter } from './phrase-filter.ts'
import { phraseWords } from './synonyms.ts'

describe('createPhraseFilter', () => {
  const texts = ['privileged access management', 'role-based access, reviewed', 'data modelling']
  const mayOccur = createPhraseFilter(texts)

  it('rules out phrases no text can hold', () => {
    expect(mayOccur(['privilegde', 'access'])).toBe(false)
    expect(mayOccur(['privileged', 'acess'])).toBe(false)
    expect(mayOccur(['privileged', 'vault', 'management'])).toBe(false)
  })

  it('never rules out a phrase that occurs, even inside longer words', () => {
    expect(mayOccur(['privileged', 'access'])).toBe(true)
    expect(mayOccur(['ileged', 'acc'])).toBe(true)
    expect(mayOccur(['based', 'access'])).toBe(true)
    expect(mayOccur(['data', 'model'])).toBe(true)
  })

  it('never rules out a pair of whole or cut fixture words that a text holds', () => {
    const lowered = contractDocuments.flatMap((d) =>
      [d.title, d.description].map((t) => t.toLowerCase()),
    )
    const filter = createPhraseFilter(lowered)
    const words = [...new Set(lowered.flatMap(phraseWords))]
    const cut = (w: string) => [w, w.slice(1), w.slice(0, -1)].filter((x) => x.length > 0)
    for (const a of words) {
      for (const b of words) {
        for (const phrase of [[a, b], ...cut(a).flatMap((x) => cut(b).map((y) => [x, y]))]) {
          if (lowered.some((t) => t.includes(phrase.join(' ')))) expect(filter(phrase)).toBe(true)
        }
      }
    }
  })
})
