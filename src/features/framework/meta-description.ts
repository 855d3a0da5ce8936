// A meta description from longer text: at most 160 characters, cut at a word boundary.
export function metaDescription(text: string, max = 160): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[,.;:]$/, '')}…`
}
