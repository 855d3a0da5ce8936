// The default avatar served at /api/placeholder/W/H: a neutral head-and-shoulders SVG of
// the requested size. Sizes are validated by the caller.
export function placeholderSvg(width: number, height: number): string {
  const size = Math.min(width, height)
  const cx = width / 2
  const r = size * 0.2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Placeholder avatar">`,
    `<rect width="${width}" height="${height}" fill="#CBD5E1"/>`,
    `<circle cx="${cx}" cy="${height * 0.4}" r="${r}" fill="#64748B"/>`,
    `<ellipse cx="${cx}" cy="${height * 0.4 + size * 0.55}" rx="${size * 0.35}" ry="${size * 0.28}" fill="#64748B"/>`,
    '</svg>',
  ].join('')
}
