import { describe, expect, it } from 'vitest'
import { operatorsText, parseQuerySyntax, usesOperators } from './query-syntax.ts'

describe('query syntax', () => {
  it('reads a quoted phrase as required and keeps its words to search for', () => {
    const syntax = parseQuerySyntax('"Break glass" account')
    expect(syntax.required).toEqual([['break', 'glass']])
    expect(syntax.excluded).toEqual([])
    expect(syntax.text.trim().split(/\s+/)).toEqual(['Break', 'glass', 'account'])
  })

  it('reads typographic quotes as a phone keyboard types them', () => {
    expect(parseQuerySyntax('\u201csession recording\u201d vault').required).toEqual([
      ['session', 'recording'],
    ])
  })

  it('excludes a word or a quoted phrase after a minus, and leaves it out of the words', () => {
    const syntax = parseQuerySyntax('offboarding -contractor -"third party" checklist')
    expect(syntax.excluded).toEqual([['contractor'], ['3', 'party']])
    expect(syntax.text.trim().split(/\s+/)).toEqual(['offboarding', 'checklist'])
    expect(usesOperators(syntax)).toBe(true)
  })

  it('excludes a word at the very start of the query', () => {
    expect(parseQuerySyntax('-pam vault').excluded).toEqual([['pam']])
  })

  it('reads a minus inside a word, or alone, as no operator', () => {
    for (const query of ['e-mail policy', 'NIST ac-2', 'non-human identities', 'IAM - PAM']) {
      const syntax = parseQuerySyntax(query)
      expect(usesOperators(syntax)).toBe(false)
      expect(syntax.text).toBe(query)
    }
  })

  it('reads a quote left open as no operator', () => {
    const syntax = parseQuerySyntax('"break glass account')
    expect(usesOperators(syntax)).toBe(false)
    expect(syntax.text).toBe('"break glass account')
  })

  it('ignores empty quotes and a minus before empty quotes', () => {
    expect(usesOperators(parseQuerySyntax('vault "" -""'))).toBe(false)
  })

  it('writes the operators back in Meilisearch syntax, in the tokenizer\u2019s words', () => {
    expect(
      operatorsText(parseQuerySyntax('"Session Recording" vault -Contractor -"third party"')),
    ).toBe('"session recording" -contractor -"3 party"')
    expect(operatorsText(parseQuerySyntax('vault'))).toBe('')
  })
})
