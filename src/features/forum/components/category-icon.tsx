// The spec's eight category icons and colours as lucide icons on a Chakra colour palette.
import { Box } from '@chakra-ui/react'
import {
  Calendar,
  Code,
  GraduationCap,
  MessageSquare,
  Package,
  Shield,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react'

const icons: Record<string, LucideIcon> = {
  MessageSquare,
  Code,
  Users,
  Star,
  Package,
  Shield,
  GraduationCap,
  Calendar,
}

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

export function CategoryIcon({
  icon,
  color,
  size = 10,
}: {
  icon: string
  color: string
  size?: number
}) {
  const Icon = icons[icon] ?? MessageSquare
  return (
    <Box
      colorPalette={categoryPalette(color)}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      rounded="lg"
      w={size}
      h={size}
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      aria-hidden="true"
    >
      <Icon size={20} />
    </Box>
  )
}
