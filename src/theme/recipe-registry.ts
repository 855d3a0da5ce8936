// Recipes join the system when the code that renders them is loaded: the build appends a
// registerRecipes call to every module that imports Chakra components (see
// scripts/build/chakra-recipes.ts), so the app's start-up chunk carries only the shell's
// recipes and each route brings its own. Chakra's system looks recipes up by key on every
// render (getRecipe reads the theme object it was created with), so adding a key before its
// first use is all that registration needs.
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react'
import { system } from './system.ts'

const theme = system._config.theme ?? {}

export function registerRecipes(
  recipes: Record<string, RecipeDefinition>,
  slotRecipes: Record<string, SlotRecipeConfig>,
): void {
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes)
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes)
}
