// How a rendered page's Emotion (Chakra) styles travel from the server to the browser.
//
// The server writes the styles of the elements it rendered into the head, in one style tag that
// lists their names (`pageStyleTag`); the browser's Emotion cache is told that those names are
// in place (`browserStyleCache`), so hydration inserts none of them again.
//
// The tag is deliberately not one Emotion recognises as its own (`data-emotion="css …"`): on
// start-up Emotion re-appends every such tag to the head, and a style element that moves is
// parsed again and restyles the whole page. On a phone that was the longest task after the
// app's own start-up, all of it spent re-reading styles that were already applied.
import createCache, { type EmotionCache } from '@emotion/cache'

/** Emotion's cache key: the prefix of every class name (`css-…`), the same on both sides. */
export const STYLE_CACHE_KEY = 'css'

const PAGE_STYLES_ATTRIBUTE = 'data-page-styles'

/** The head's style tag for a rendered page: its rules, and the Emotion names they belong to. */
export function pageStyleTag(names: readonly string[], css: string): string {
  return `<style ${PAGE_STYLES_ATTRIBUTE}="${names.join(' ')}">${css}</style>`
}

/** A regular expression's source matching one tag `pageStyleTag` wrote. */
export const PAGE_STYLE_TAG_PATTERN = `<style ${PAGE_STYLES_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>`

/**
 * The browser's Emotion cache, knowing every style the server already put in the page. Styles
 * the page does not have yet (another route, a dialog opened later) are inserted as usual.
 */
export function browserStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY })
  for (const tag of document.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) {
    for (const name of tag.getAttribute(PAGE_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
      if (name) cache.inserted[name] = true
    }
  }
  return cache
}
