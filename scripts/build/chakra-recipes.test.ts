// The recipes-in-use scan against the installed Chakra package.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importedChakraNames, recipesInUse, registrationCode } from './chakra-recipes.ts'

const chakraDir = path.resolve(import.meta.dirname, '../../node_modules/@chakra-ui/react')

describe('chakra recipes in use', () => {
  it('reads imported names, including renamed and type imports', () => {
    const names = importedChakraNames([
      "import { Button, Toaster as T, type BoxProps } from '@chakra-ui/react'",
      "import {\n  Card,\n  Field,\n} from '@chakra-ui/react'",
    ])
    expect([...names].sort()).toEqual(['BoxProps', 'Button', 'Card', 'Field', 'Toaster'])
  })

  it("follows components to their recipes and their parts' recipes", () => {
    const used = recipesInUse(
      [
        "import { IconButton, Checkbox, Field, Box } from '@chakra-ui/react'",
        "useSlotRecipe({ key: 'tabs' })",
      ],
      chakraDir,
    )
    expect(used.recipes).toContain('button')
    expect(used.slotRecipes).toEqual(expect.arrayContaining(['checkbox', 'field', 'tabs']))
    expect(used.slotRecipes).not.toContain('datePicker')
  })

  it('writes a registration of just those recipes', () => {
    const code = registrationCode({ recipes: ['button'], slotRecipes: ['card'] })
    expect(code).toContain(
      "import { buttonRecipe as __chakraRecipe_button, cardSlotRecipe as __chakraSlotRecipe_card } from '@chakra-ui/react/theme'",
    )
    expect(code).toContain(
      '__registerChakraRecipes({ button: __chakraRecipe_button }, { card: __chakraSlotRecipe_card })',
    )
  })
})
