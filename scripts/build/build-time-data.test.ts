import { describe, expect, it, vi } from 'vitest'
import { strategicSections } from '../../src/content/framework/sections.ts'
import { certifications } from '../../src/content/training.ts'
import { iconMarkup, projectHomeContent } from '../../src/features/home/home-content.ts'
import { buildTimeDataPlugin, dataModule } from './build-time-data.ts'

const root = new URL('../..', import.meta.url).pathname

describe('dataModule', () => {
  it('writes each data export as a JSON literal and leaves functions out', () => {
    const text = dataModule({ cards: [{ title: 'Vault' }], limit: 3, project: () => 1 }, 'x.ts')
    expect(text).toBe('export const cards = [{"title":"Vault"}]\nexport const limit = 3\n')
  })

  it.each([
    ['undefined', undefined],
    ['a date', new Date(0)],
    ['a nested function', { render: () => null }],
    ['a map', new Map([['a', 1]])],
  ])('fails the build on %s, which JSON would change', (_label, value) => {
    expect(() => dataModule({ value }, 'x.ts')).toThrow('x.ts: export "value" is not plain JSON')
  })
})

describe('virtual:home-content', () => {
  it('is the projection of the content, evaluated at build time', async () => {
    const plugin = buildTimeDataPlugin(root)
    const resolveId = plugin.resolveId as (id: string) => string | undefined
    const load = plugin.load as (this: unknown, id: string) => Promise<string>
    const id = resolveId('virtual:home-content')
    expect(id).toBe('\0virtual:home-content')
    const watched = vi.fn()
    const text = await load.call({ addWatchFile: watched }, id as string)

    const literal = /^export const homeContent = (.*)$/m.exec(text)?.[1]
    expect(JSON.parse(literal ?? 'null')).toEqual(projectHomeContent())
    expect(text).not.toContain('projectHomeContent')
    // Editing a content module rebuilds the virtual module in watch mode and dev.
    expect(watched).toHaveBeenCalledWith(expect.stringMatching(/content\/framework\/sections\.ts$/))
    expect(resolveId('virtual:other')).toBeUndefined()
  }, 30_000)

  it('keeps what the home cards show and drops the rest', () => {
    const home = projectHomeContent()
    expect(home.strategic).toHaveLength(strategicSections.length)
    for (const [i, section] of strategicSections.entries()) {
      expect(home.strategic[i]).toEqual({
        title: section.title,
        features: section.features.slice(0, 3),
        featureCount: section.features.length,
      })
    }
    expect(home.certifications[0]).toEqual({
      title: certifications[0]!.title,
      fullTitle: certifications[0]!.fullTitle,
      icon: iconMarkup(certifications[0]!.icon),
      duration: certifications[0]!.duration,
      price: certifications[0]!.price,
      inHousePrice: certifications[0]!.inHousePrice,
    })
    expect(JSON.stringify(home)).not.toContain(certifications[0]!.courseContent[0])
  })

  it('carries each icon as the registry draws it, so "/" needs no icon registry', () => {
    const home = projectHomeContent()
    expect(home.tiles[0]!.icon).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/)
    expect(home.tiles[0]!.icon).toContain('lucide-user-check')
  })
})
