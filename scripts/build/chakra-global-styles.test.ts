// Chakra's global styles, rendered once into index.html instead of at every start.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { globalStyles, system } from '../../src/theme/system.ts'
import { globalStyleTags, withoutGlobalStyles, withoutLayerOrder } from './chakra-global-styles.ts'

const chakraSource = (module: string) => {
  const require = createRequire(import.meta.url)
  const chakraEsm = path.dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm')
  return readFileSync(path.join(chakraEsm, 'styled-system', module), 'utf8')
}

describe('chakra global styles', () => {
  it('the provider gets none: the page carries them', () => {
    expect(system._global).toEqual([])
    expect(Array.isArray(globalStyles) && globalStyles.length).toBe(3)
  })

  it('renders the layer order, the reset, the global CSS and every token as style tags Emotion leaves alone', () => {
    const tags = globalStyleTags({ system, globalStyles })
    expect(tags).toMatch(/^<style data-global-styles="[a-z0-9]+">@layer reset,base,tokens,recipes;/)
    expect(tags).not.toContain('data-emotion')
    expect(tags).toContain('--chakra-colors-brand-solid:')
    expect(tags).toContain('@layer reset{')
    expect(tags).toContain('scroll-behavior:smooth')
  })

  it("removes the computation from the installed Chakra's createSystem, and fails loudly when it cannot", () => {
    const patched = withoutGlobalStyles(chakraSource('system.js'))
    expect(patched).toContain('const _global = [];')
    expect(patched).not.toMatch(/getTokenCss\(\)\]/)
    expect(() => withoutGlobalStyles('export function createSystem() {}')).toThrow(
      /no longer has the line/,
    )
  })

  it("removes the layer order's <Global> from the installed Chakra's provider, and fails loudly when it cannot", () => {
    const source = chakraSource('provider.js')
    expect(source).toContain('styles: sys.layers.atRule')
    const patched = withoutLayerOrder(source)
    expect(patched).not.toContain('sys.layers.atRule')
    // Still three children, so ids derived from tree positions match the server's.
    expect(patched).toMatch(
      /children: \[\s*false,\s*\/\* @__PURE__ \*\/ jsx\(Global, \{ styles: sys\._global \}\),\s*children\s*\]/,
    )
    expect(patched).toContain('jsx(Global, { styles: sys._global })')
    expect(() => withoutLayerOrder('export function ChakraProvider() {}')).toThrow(
      /no longer has the line/,
    )
  })
})
