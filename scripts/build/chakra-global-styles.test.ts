// Chakra's global styles, rendered once into index.html instead of at every start.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { globalStyles, system } from '../../src/theme/system.ts'
import { globalStyleTags, withoutGlobalStyles } from './chakra-global-styles.ts'

const chakraSystemSource = () => {
  const require = createRequire(import.meta.url)
  const chakraEsm = path.dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm')
  return readFileSync(path.join(chakraEsm, 'styled-system/system.js'), 'utf8')
}

describe('chakra global styles', () => {
  it('the provider gets none: the page carries them', () => {
    expect(system._global).toEqual([])
    expect(Array.isArray(globalStyles) && globalStyles.length).toBe(3)
  })

  it('renders the reset, the global CSS and every token as Emotion global style tags', () => {
    const tags = globalStyleTags({ system, globalStyles })
    expect(tags).toMatch(
      /^<style data-emotion="css-global [a-z0-9]+">@layer reset,base,tokens,recipes;/,
    )
    expect(tags).toContain('--chakra-colors-brand-solid:')
    expect(tags).toContain('@layer reset{')
    expect(tags).toContain('scroll-behavior:smooth')
  })

  it("removes the computation from the installed Chakra's createSystem, and fails loudly when it cannot", () => {
    const patched = withoutGlobalStyles(chakraSystemSource())
    expect(patched).toContain('const _global = [];')
    expect(patched).not.toMatch(/getTokenCss\(\)\]/)
    expect(() => withoutGlobalStyles('export function createSystem() {}')).toThrow(
      /no longer has the line/,
    )
  })
})
