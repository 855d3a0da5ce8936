// Slugs as the spec defines them: lower case, runs of whitespace turned into hyphens.
export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-')
}
