// Vite plugin that builds a custom Chakra system with only the recipes in use: at build
// time it scans src/ for the Chakra components each file imports, follows each component's own
// imports inside Chakra to the recipes it reads, and serves `virtual:chakra-recipes` with just
// those recipes. New components anywhere in src/ are picked up by the next build, so no list
// goes stale; an unused recipe never reaches the browser.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export const VIRTUAL_ID = 'virtual:chakra-recipes'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesUnder(full, test)
    return test(full) ? [full] : []
  })
}

/** Names imported from '@chakra-ui/react' anywhere in the given sources. */
export function importedChakraNames(sources: string[]): Set<string> {
  const names = new Set<string>()
  for (const source of sources)
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g))
      for (const part of (match[1] ?? '').split(','))
        names.add(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
        )
  names.delete('')
  return names
}

/** Recipe keys named directly in the sources: useRecipe({ key: 'x' }) and the like. */
export function directRecipeKeys(sources: string[]): Set<string> {
  const keys = new Set<string>()
  for (const source of sources)
    for (const match of source.matchAll(/use(?:Slot)?Recipe\(\s*\{\s*key:\s*['"](\w+)['"]/g))
      keys.add(match[1] ?? '')
  return keys
}

interface ChakraIndex {
  /** Exported name → component folder. */
  folderOf: Map<string, string>
  /** Component folder → recipe keys its files name. */
  keysOf: Map<string, Set<string>>
  /** Component folder → other component folders it imports. */
  importsOf: Map<string, Set<string>>
}

function indexChakra(componentsDir: string): ChakraIndex {
  const folderOf = new Map<string, string>()
  const keysOf = new Map<string, Set<string>>()
  const importsOf = new Map<string, Set<string>>()
  for (const folder of readdirSync(componentsDir)) {
    const dir = path.join(componentsDir, folder)
    if (!statSync(dir).isDirectory()) continue
    const keys = new Set<string>()
    const imports = new Set<string>()
    for (const file of filesUnder(dir, (f) => f.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8')
      if (/Recipe(Context)?\(/.test(code))
        for (const match of code.matchAll(/\bkey:\s*"(\w+)"/g)) keys.add(match[1] ?? '')
      for (const match of code.matchAll(/from\s*'\.\.\/([\w-]+)\//g)) imports.add(match[1] ?? '')
      if (path.basename(file) === 'index.js')
        for (const match of code.matchAll(/export\s*\{([^}]*)\}/g))
          for (const part of (match[1] ?? '').split(',')) {
            const exported = part
              .trim()
              .split(/\s+as\s+/)
              .pop()
            if (exported) folderOf.set(exported, folder)
          }
    }
    keysOf.set(folder, keys)
    importsOf.set(folder, imports)
  }
  return { folderOf, keysOf, importsOf }
}

/** The recipe and slot-recipe keys the sources use, given Chakra's package folder. */
export function recipesInUse(
  sources: string[],
  chakraDir: string,
): { recipes: string[]; slotRecipes: string[] } {
  const theme = readFileSync(path.join(chakraDir, 'dist/esm/theme/index.js'), 'utf8')
  const exported = new Set([...theme.matchAll(/export \{ (\w+) \}/g)].map((m) => m[1]))
  const index = indexChakra(path.join(chakraDir, 'dist/esm/components'))
  const keys = directRecipeKeys(sources)
  const visited = new Set<string>()
  const visit = (folder: string) => {
    if (visited.has(folder)) return
    visited.add(folder)
    for (const key of index.keysOf.get(folder) ?? []) keys.add(key)
    for (const imported of index.importsOf.get(folder) ?? []) visit(imported)
  }
  for (const name of importedChakraNames(sources)) {
    const folder = index.folderOf.get(name)
    if (folder) visit(folder)
  }
  const recipes = [...keys].filter((key) => exported.has(`${key}Recipe`)).sort()
  const slotRecipes = [...keys].filter((key) => exported.has(`${key}SlotRecipe`)).sort()
  return { recipes, slotRecipes }
}

export function recipesModule(used: { recipes: string[]; slotRecipes: string[] }): string {
  const names = [
    ...used.recipes.map((key) => `${key}Recipe`),
    ...used.slotRecipes.map((key) => `${key}SlotRecipe`),
  ]
  return [
    `import { ${names.join(', ')} } from '@chakra-ui/react/theme'`,
    `export const recipes = { ${used.recipes.map((k) => `${k}: ${k}Recipe`).join(', ')} }`,
    `export const slotRecipes = { ${used.slotRecipes.map((k) => `${k}: ${k}SlotRecipe`).join(', ')} }`,
    '',
  ].join('\n')
}

export function chakraRecipesPlugin(root: string): Plugin {
  const srcDir = path.join(root, 'src')
  const chakraDir = path.join(root, 'node_modules/@chakra-ui/react')
  return {
    name: 'ipaml:chakra-recipes',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const files = filesUnder(srcDir, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      for (const file of files) this.addWatchFile(file)
      const used = recipesInUse(
        files.map((file) => readFileSync(file, 'utf8')),
        chakraDir,
      )
      return recipesModule(used)
    },
  }
}
