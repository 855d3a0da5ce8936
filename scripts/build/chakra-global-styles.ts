// Vite plugin that puts Chakra's global styles (CSS reset, global CSS, every token as a CSS
// variable: about 35 KB, the same on every page) into index.html's head once, at build time.
// Chakra's createSystem computes them eagerly and its provider serializes them on every render;
// in the browser that was two thirds of the entry module's start-up work, on the main thread
// before hydration. So:
// - index.html carries them, the layer order first, so every page the server sends
//   (prerendered, rendered at request time, or the bare shell) has them, and the dev server's
//   index.html too. They go before the <title>, which a rendered page's own head tags replace:
//   the layer order must come before the page's layered rules, or the first layer those name
//   would rank lowest;
// - the app's system hands the provider no global styles (src/theme/system.ts);
// - the browser build's copy of createSystem skips computing them, and its ChakraProvider does
//   not render the layer order either.
// The tags are not marked as Emotion's (`data-emotion`): Emotion would re-append them to the
// head when it starts, or, for the provider's <Global>, take one over, and a style element that
// moves is parsed again and restyles the whole page (see src/theme/page-styles.ts).
import createCache from '@emotion/cache'
import { CacheProvider, Global, type Interpolation } from '@emotion/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { runnerImport, type Plugin } from 'vite'

/** Chakra's module that creates a system, and the line in it that computes the global styles. */
const CHAKRA_SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/
const GLOBAL_STYLES_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
/** Chakra's provider module, and the line in it that renders the layer order. */
const CHAKRA_PROVIDER_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/provider\.js$/
const LAYER_ORDER_LINE =
  '!sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),'

function replaceLine(source: string, line: string, replacement: string, what: string): string {
  if (!source.includes(line))
    throw new Error(
      `Chakra's ${what} no longer has the line "${line}": update scripts/build/chakra-global-styles.ts for the Chakra version in use`,
    )
  return source.replace(line, replacement)
}

/** Chakra's createSystem source without the global styles' computation. */
export function withoutGlobalStyles(source: string): string {
  return replaceLine(source, GLOBAL_STYLES_LINE, 'const _global = [];', 'createSystem')
}

/**
 * Chakra's provider source without the <Global> for the layer order. An empty child keeps its
 * place among the provider's children: React derives useId's ids from positions in the tree,
 * and the server still renders the <Global>, so removing the slot would change every id below
 * the provider (the widgets' aria links) between the server's HTML and the browser.
 */
export function withoutLayerOrder(source: string): string {
  return replaceLine(source, LAYER_ORDER_LINE, 'false,', 'ChakraProvider')
}

/** Emotion's server-rendered global style tag, as a plain style tag named for what it holds. */
const EMOTION_GLOBAL_TAG = /<style data-emotion="css-global ([a-z0-9]+)">/g

interface SystemModule {
  system: { layers: { atRule: string } }
  globalStyles: Interpolation
}

/**
 * Chakra's layer order and global styles as style tags, serialized by Emotion exactly as its
 * provider would serialize them.
 */
export function globalStyleTags({ system, globalStyles }: SystemModule): string {
  return renderToStaticMarkup(
    createElement(
      CacheProvider,
      { value: createCache({ key: 'css' }) },
      createElement(Global, { styles: system.layers.atRule }),
      createElement(Global, { styles: globalStyles }),
    ),
  ).replace(EMOTION_GLOBAL_TAG, '<style data-global-styles="$1">')
}

export function chakraGlobalStylesPlugin(root: string): Plugin {
  let tags: Promise<string> | undefined
  return {
    name: 'ipaml:chakra-global-styles',
    transform(code, id, options) {
      if (options?.ssr) return undefined
      if (CHAKRA_SYSTEM_MODULE.test(id)) return { code: withoutGlobalStyles(code), map: null }
      if (CHAKRA_PROVIDER_MODULE.test(id)) return { code: withoutLayerOrder(code), map: null }
      return undefined
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        tags ??= runnerImport<SystemModule>(`${root}/src/theme/system.ts`, {
          configFile: false,
          logLevel: 'error',
        }).then(({ module }) => globalStyleTags(module))
        if (!html.includes('<title>'))
          throw new Error('index.html has no <title> to put the global styles before')
        const globalTags = await tags
        return html.replace('<title>', () => `${globalTags}<title>`)
      },
    },
  }
}
