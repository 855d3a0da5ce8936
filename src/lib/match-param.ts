// Route parameter matching: URL-decode, hyphens become spaces,
// case is ignored. Policies also turn slashes into hyphens on both sides, so
// "name-lastname-initials-display" and "Name%2FLastname%2FInitials%2FDisplay" both match
// "Name/Lastname/Initials/Display".

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function normalize(value: string, slashesToHyphens: boolean): string {
  let text = safeDecode(value)
  if (slashesToHyphens) text = text.replace(/\//g, '-')
  return text.replace(/-/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()
}

export interface MatchOptions {
  /** Treat "/" like "-" (policy titles such as "Function/Role Type"). */
  slashesToHyphens?: boolean
}

/** Finds the item whose key matches a raw route parameter, or undefined. */
export function matchParam<T>(
  param: string | undefined,
  items: readonly T[],
  keyOf: (item: T) => string,
  options: MatchOptions = {},
): T | undefined {
  if (!param) return undefined
  const wanted = normalize(param, options.slashesToHyphens ?? false)
  if (wanted === '') return undefined
  return items.find((item) => normalize(keyOf(item), options.slashesToHyphens ?? false) === wanted)
}
