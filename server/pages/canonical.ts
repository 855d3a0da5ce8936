// One address per page. A request for a variant of a page's address (other letter case,
// percent-encoding, spaces or slashes where the address has hyphens, a trailing slash) is
// answered with a 301 to the address itself, before any HTML is rendered.
import { normalizePath } from '../prerendered.ts'

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The form two addresses of the same page share: decoded, lower case, and after the first
 * segment (which names the kind of page) every run of spaces, hyphens and slashes as one
 * hyphen, the way route parameters are matched.
 */
export function foldPath(requestPath: string): string {
  const decoded = safeDecode(normalizePath(requestPath)).toLowerCase()
  const [, first = '', ...rest] = decoded.split('/')
  const tail = rest
    .join('/')
    .replace(/[\s/-]+/g, '-')
    .replace(/^-|-$/g, '')
  return tail ? `/${first}/${tail}` : `/${first}`
}

/** The address of a prerendered page (the manifest keeps them decoded). */
export function pageHref(key: string): string {
  return encodeURI(key)
}

/** Finds the canonical address among known ones for a variant of it. */
export function createCanonicalIndex(keys: Iterable<string>) {
  const byFold = new Map<string, string>()
  for (const key of keys) if (!byFold.has(foldPath(key))) byFold.set(foldPath(key), key)
  return (requestPath: string): string | undefined => byFold.get(foldPath(requestPath))
}

/**
 * The request path with the fixed segments of its route pattern spelled as the pattern spells
 * them ("/Forum/Post/7" → "/forum/post/7"); parameter segments are left as they are.
 */
export function withPatternCase(pattern: string, requestPath: string): string {
  const fixed = pattern.split('/')
  return requestPath
    .split('/')
    .map((part, index) => {
      const literal = fixed[index]
      return literal !== undefined && !literal.startsWith(':') ? literal : part
    })
    .join('/')
}
