// The `id` of a heading or a section, from its text: the same function names the anchors the
// pages render and the `page#anchor` links the search index points at, so they always agree.
export function anchorOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}
