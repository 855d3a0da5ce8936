// The one icon registry: every icon name content may use (src/content/icon-names.ts) mapped to
// its lucide icon (icon-set.ts), drawn either plain (AppIcon) or in a tinted tile (IconTile).
// Icons of the interface itself (arrows, close, download) are imported from lucide where they
// are used.
import { Box } from '@chakra-ui/react'
import type { LucideIcon } from 'lucide-react'
import type { IconName } from '../content/icon-names.ts'
import * as iconSet from './icon-set.ts'

/** A name missing from icon-set.ts fails the typecheck here. */
const icons: Record<IconName, LucideIcon> = iconSet

/** A content icon, decorative (its text says what it stands for). */
export function AppIcon({ name, size = 22 }: { name: IconName; size?: number }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" size={size} />
}

const tileSizes = {
  sm: { box: '10', icon: 20 },
  md: { box: '11', icon: 22 },
  lg: { box: '14', icon: 28 },
}

/** A content icon in a tile tinted with a colour palette (the brand's unless given). */
export function IconTile({
  name,
  palette = 'brand',
  size = 'md',
}: {
  name: IconName
  palette?: string
  size?: keyof typeof tileSizes
}) {
  const { box, icon } = tileSizes[size]
  return (
    <Box
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      rounded="lg"
      boxSize={box}
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
    >
      <AppIcon name={name} size={icon} />
    </Box>
  )
}
