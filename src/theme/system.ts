// The Chakra UI system: Chakra's base config and default tokens, the IPAML brand palette and
// typography. It starts with no recipes: each module that renders Chakra components registers
// the recipes it reads when it loads (src/theme/recipe-registry.ts). Its global styles are not
// rendered by the provider: see `globalStyles` below.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * Chakra's global CSS without the ring and filter variables it declares on every element. They
 * compose the `ring*` style props and `filter="auto"` / `backdropFilter="auto"`, which the site
 * does not use (a filter is written out in full), and two dozen custom properties on every
 * element make the browser's first style pass, before anything is painted, a quarter slower.
 * The `--global-*` variables stay: the reset's borders and fonts read them.
 */
const { '*': everyElement = {}, ...otherGlobalCss } = globalCss
const globalCssInUse = {
  '*': Object.fromEntries(
    Object.entries(everyElement).filter(
      ([property]) => !property.startsWith('--') || property.startsWith('--global-'),
    ),
  ),
  ...otherGlobalCss,
}

/** Chakra's default theme without its recipes, which arrive with the code that uses them. */
const themeInUse = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: globalCssInUse,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: {},
    slotRecipes: {},
    textStyles,
    layerStyles,
    animationStyles,
  },
})

const config = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
    '@media (prefers-reduced-motion: reduce)': {
      '& html': { scrollBehavior: 'auto' },
      '& *, & *::before, & *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        body: {
          value:
            "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#bcd3ff' },
          300: { value: '#8eb6ff' },
          400: { value: '#598dff' },
          500: { value: '#3366ff' },
          600: { value: '#1f48e6' },
          700: { value: '#1a39c2' },
          800: { value: '#1b339c' },
          900: { value: '#1c307b' },
          950: { value: '#141e4a' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
      },
    },
  },
})

const configuredSystem = createSystem(defaultBaseConfig, themeInUse, config)

/**
 * Chakra's global styles: its CSS reset, the global CSS above and every token as a CSS
 * variable. They are the same on every page, so the build renders them once into index.html's
 * head (scripts/build/chakra-global-styles.ts) rather than the provider serializing them on the
 * server for each page and again in the browser at every start. The browser build does not
 * compute them at all, so this is empty there.
 */
export const globalStyles = configuredSystem._global

/** The system the provider gets: all of it but the global styles, which the page already has. */
export const system: SystemContext = { ...configuredSystem, _global: [] }
