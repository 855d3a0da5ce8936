// The module scripts/build/chakra-recipes.ts generates at build time: the recipes in use.
declare module 'virtual:chakra-recipes' {
  import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react'

  export const recipes: Record<string, RecipeDefinition>
  export const slotRecipes: Record<string, SlotRecipeConfig>
}
