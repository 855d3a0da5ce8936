// Vite plugin that ships each Chakra recipe with the code that uses it: for every module of
// src/ it reads the Chakra components the module imports, follows each component's own imports
// inside Chakra to the recipes it reads, and appends a call that registers just those recipes
// with the site's system (src/theme/recipe-registry.ts). No list goes stale, an unused recipe
// never reaches the browser, and a recipe only one route uses loads with that route.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

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

const indexes = new Map<string, { index: ChakraIndex; exported: Set<string | undefined> }>()

/** Chakra's components and theme exports, read once per package folder. */
function chakraIndex(chakraDir: string) {
  let cached = indexes.get(chakraDir)
  if (!cached) {
    const theme = readFileSync(path.join(chakraDir, 'dist/esm/theme/index.js'), 'utf8')
    cached = {
      index: indexChakra(path.join(chakraDir, 'dist/esm/components')),
      exported: new Set([...theme.matchAll(/export \{ (\w+) \}/g)].map((m) => m[1])),
    }
    indexes.set(chakraDir, cached)
  }
  return cached
}

/** The recipe and slot-recipe keys the sources use, given Chakra's package folder. */
export function recipesInUse(
  sources: string[],
  chakraDir: string,
): { recipes: string[]; slotRecipes: string[] } {
  const { index, exported } = chakraIndex(chakraDir)
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

/** Where the registration call comes from (a module of the site, resolved by Vite). */
export const REGISTRY_MODULE = '/src/theme/recipe-registry.ts'

/**
 * The code appended to a module that renders Chakra components: it imports the recipes that
 * module's components read and registers them with the site's system when the module is
 * evaluated, which is always before any of its components render.
 */
export function registrationCode(used: { recipes: string[]; slotRecipes: string[] }): string {
  const recipeNames = used.recipes.map((key) => `${key}Recipe as __chakraRecipe_${key}`)
  const slotNames = used.slotRecipes.map((key) => `${key}SlotRecipe as __chakraSlotRecipe_${key}`)
  return [
    `import { registerRecipes as __registerChakraRecipes } from '${REGISTRY_MODULE}'`,
    `import { ${[...recipeNames, ...slotNames].join(', ')} } from '@chakra-ui/react/theme'`,
    `__registerChakraRecipes({ ${used.recipes.map((k) => `${k}: __chakraRecipe_${k}`).join(', ')} }, { ${used.slotRecipes.map((k) => `${k}: __chakraSlotRecipe_${k}`).join(', ')} })`,
    '',
  ].join('\n')
}

/**
 * Each module of src/ that imports Chakra components registers the recipes they read, so a
 * recipe ships in the chunk of the code that uses it: the entry carries only the shell's
 * recipes, and a route's recipes load with the route. The theme's own modules are left alone
 * (the registry lives there).
 */
export function chakraRecipesPlugin(root: string): Plugin {
  const srcDir = path.join(root, 'src')
  const themeDir = path.join(srcDir, 'theme')
  const chakraDir = path.join(root, 'node_modules/@chakra-ui/react')
  return {
    name: 'ipaml:chakra-recipes',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(srcDir) || file.startsWith(themeDir)) return undefined
      if (!/\.tsx?$/.test(file) || !code.includes('@chakra-ui/react')) return undefined
      const used = recipesInUse([code], chakraDir)
      if (used.recipes.length === 0 && used.slotRecipes.length === 0) return undefined
      return { code: `${code}\n${registrationCode(used)}`, map: null }
    },
  }
}
