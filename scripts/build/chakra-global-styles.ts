// Vite plugin that puts Chakra's global styles (CSS reset, global CSS, every token as a CSS
// variable: about 35 KB, the same on every page) into index.html's head once, at build time.
// Chakra's createSystem computes them eagerly and its provider serializes them on every render;
// in the browser that was two thirds of the entry module's start-up work, on the main thread
// before hydration. So:
// - index.html carries them as the style tag Emotion itself renders on the server for a
//   <Global>, so every page the server sends (prerendered, rendered at request time, or the bare
//   shell) has them, and the dev server's index.html too;
// - the app's system hands the provider no global styles (src/theme/system.ts);
// - the browser build's copy of createSystem skips computing them.
import createCache from '@emotion/cache'
import { CacheProvider, Global, type Interpolation } from '@emotion/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { runnerImport, type Plugin } from 'vite'

/** Chakra's module that creates a system, and the line in it that computes the global styles. */
const CHAKRA_SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/
const GLOBAL_STYLES_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

/** Chakra's createSystem source without the global styles' computation. */
export function withoutGlobalStyles(source: string): string {
  if (!source.includes(GLOBAL_STYLES_LINE))
    throw new Error(
      `Chakra's createSystem no longer has the line "${GLOBAL_STYLES_LINE}": update scripts/build/chakra-global-styles.ts for the Chakra version in use`,
    )
  return source.replace(GLOBAL_STYLES_LINE, 'const _global = [];')
}

interface SystemModule {
  system: { layers: { atRule: string } }
  globalStyles: Interpolation
}

/**
 * The style tags Emotion renders on the server for Chakra's layer order and global styles,
 * exactly as its provider would (same cache key, so the browser's Emotion recognises them).
 */
export function globalStyleTags({ system, globalStyles }: SystemModule): string {
  return renderToStaticMarkup(
    createElement(
      CacheProvider,
      { value: createCache({ key: 'css' }) },
      createElement(Global, { styles: system.layers.atRule }),
      createElement(Global, { styles: globalStyles }),
    ),
  )
}

export function chakraGlobalStylesPlugin(root: string): Plugin {
  let tags: Promise<string> | undefined
  return {
    name: 'ipaml:chakra-global-styles',
    transform(code, id, options) {
      if (options?.ssr || !CHAKRA_SYSTEM_MODULE.test(id)) return undefined
      return { code: withoutGlobalStyles(code), map: null }
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        tags ??= runnerImport<SystemModule>(`${root}/src/theme/system.ts`, {
          configFile: false,
          logLevel: 'error',
        }).then(({ module }) => globalStyleTags(module))
        return html.replace('</head>', `${await tags}</head>`)
      },
    },
  }
}
