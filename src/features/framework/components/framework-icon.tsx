// Maps the icon names used in framework content to lucide components, inside a tinted tile.
import { Box } from '@chakra-ui/react'
import {
  ArrowLeftRight,
  ClipboardCheck,
  Database,
  FolderKanban,
  FolderTree,
  GitPullRequest,
  KeyRound,
  Landmark,
  ListChecks,
  Lock,
  Network,
  Plug,
  Power,
  RefreshCw,
  Scale,
  Server,
  ShieldCheck,
  Siren,
  Tags,
  Timer,
  TriangleAlert,
  UserCog,
  UserMinus,
  UserPlus,
  Users,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import type { EntryColor, FrameworkIconName } from '../../../content/framework/types.ts'

const icons: Record<FrameworkIconName, LucideIcon> = {
  ArrowLeftRight,
  ClipboardCheck,
  Database,
  FolderKanban,
  FolderTree,
  GitPullRequest,
  KeyRound,
  Landmark,
  ListChecks,
  Lock,
  Network,
  Plug,
  Power,
  RefreshCw,
  Scale,
  Server,
  ShieldCheck,
  Siren,
  Tags,
  Timer,
  TriangleAlert,
  UserCog,
  UserMinus,
  UserPlus,
  Users,
  Workflow,
  Wrench,
}

export function FrameworkIcon({
  name,
  color,
  size = 'md',
}: {
  name: FrameworkIconName
  color: EntryColor
  size?: 'md' | 'lg'
}) {
  const Icon = icons[name]
  const box = size === 'lg' ? '14' : '11'
  return (
    <Box
      colorPalette={color}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      rounded="lg"
      boxSize={box}
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
    >
      <Icon aria-hidden="true" size={size === 'lg' ? 28 : 22} />
    </Box>
  )
}
