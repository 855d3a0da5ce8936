// A forum category's icon and colour, stored with the category as names: the icon is drawn by
// the one icon registry, the colour names a Chakra palette.
import { IconTile } from '../../../components/icon.tsx'
import { isIconName } from '../../../content/icon-names.ts'

/** Chakra has no indigo palette; cyan is the closest distinct one. */
const palettes: Record<string, string> = {
  blue: 'blue',
  green: 'green',
  purple: 'purple',
  orange: 'orange',
  red: 'red',
  yellow: 'yellow',
  indigo: 'cyan',
  pink: 'pink',
}

export function categoryPalette(color: string): string {
  return palettes[color] ?? 'blue'
}

export function CategoryIcon({ icon, color }: { icon: string; color: string }) {
  return (
    <IconTile
      name={isIconName(icon) ? icon : 'MessageSquare'}
      palette={categoryPalette(color)}
      size="sm"
    />
  )
}
