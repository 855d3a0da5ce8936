// Vite plugin: virtual modules whose exports are computed at build time. Each virtual id names a
// source module; the plugin evaluates it in Node (Vite's module runner) and serves its data
// exports as JSON literals, so the browser gets the result, not the code and content it was
// computed from. `virtual:home-content` (src/features/home/home-content.ts) is the home page's
// projection of the framework and training content: the titles and descriptions it shows rather
// than every content module. Functions are left out; anything else that
// JSON cannot carry exactly fails the build.
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { runnerImport, type Plugin } from 'vite'

/** Virtual module ids and the source module (relative to the root) each is computed from. */
export const BUILD_TIME_MODULES = {
  'virtual:home-content': 'src/features/home/home-content.ts',
} as const

/** The module text for `exports`: one `export const` per data export. */
export function dataModule(exports: Record<string, unknown>, source: string): string {
  const lines: string[] = []
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'function') continue
    const json = JSON.stringify(value)
    if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
      throw new Error(`${source}: export "${name}" is not plain JSON data`)
    lines.push(`export const ${name} = ${json}`)
  }
  return `${lines.join('\n')}\n`
}

export function buildTimeDataPlugin(
  root: string,
  modules: Record<string, string> = BUILD_TIME_MODULES,
): Plugin {
  const sourceOf = new Map(
    Object.entries(modules).map(([id, file]) => [`\0${id}`, path.join(root, file)]),
  )
  return {
    name: 'ipaml:build-time-data',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    async load(id) {
      const source = sourceOf.get(id)
      if (!source) return undefined
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(source, {
        configFile: false,
        logLevel: 'error',
      })
      for (const file of dependencies) this.addWatchFile(file)
      return dataModule(module, path.relative(root, source))
    },
  }
}
