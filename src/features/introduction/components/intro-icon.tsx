// Maps the icon names used in the introduction content to lucide components, in a tinted tile.
import { Box } from '@chakra-ui/react'
import {
  BookOpen,
  Briefcase,
  Building2,
  Calculator,
  ClipboardCheck,
  GraduationCap,
  KeyRound,
  Laptop,
  LayoutTemplate,
  Map,
  Presentation,
  Repeat,
  Route,
  Scale,
  SlidersHorizontal,
  Target,
  UserCog,
  Users,
  Video,
  Wrench,
  type LucideIcon,
} from 'lucide-react'

const icons = {
  BookOpen,
  Briefcase,
  Building2,
  Calculator,
  ClipboardCheck,
  GraduationCap,
  KeyRound,
  Laptop,
  LayoutTemplate,
  Map,
  Presentation,
  Repeat,
  Route,
  Scale,
  SlidersHorizontal,
  Target,
  UserCog,
  Users,
  Video,
  Wrench,
} satisfies Record<string, LucideIcon>

export type IntroIconName = keyof typeof icons

export function IntroIcon({ name }: { name: IntroIconName }) {
  const Icon = icons[name]
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="11"
      rounded="lg"
      bg="brand.muted"
      color="brand.fg"
      flexShrink={0}
    >
      <Icon aria-hidden="true" size="22" />
    </Box>
  )
}
