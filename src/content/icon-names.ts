// The names content may give an icon: the lucide icon of the same name draws it
// (src/components/icon.tsx maps each name, and a name missing there fails the typecheck).
// Content holds names, never components.
export const iconNames = [
  'ArrowLeftRight',
  'AtSign',
  'BookOpen',
  'Briefcase',
  'Building2',
  'Calculator',
  'Calendar',
  'CircleCheck',
  'ClipboardCheck',
  'Code',
  'Database',
  'FolderKanban',
  'FolderTree',
  'GitPullRequest',
  'GraduationCap',
  'Handshake',
  'IdCard',
  'KeyRound',
  'Landmark',
  'Laptop',
  'LayoutTemplate',
  'ListChecks',
  'Lock',
  'Mail',
  'Map',
  'MessageSquare',
  'Network',
  'OctagonX',
  'Package',
  'Plug',
  'Power',
  'Presentation',
  'RefreshCw',
  'Repeat',
  'Route',
  'Scale',
  'Server',
  'Shield',
  'ShieldCheck',
  'Siren',
  'SlidersHorizontal',
  'Star',
  'Tags',
  'Target',
  'Timer',
  'TriangleAlert',
  'UserCheck',
  'UserCog',
  'UserMinus',
  'UserPen',
  'UserPlus',
  'UserX',
  'Users',
  'Video',
  'Workflow',
  'Wrench',
] as const

export type IconName = (typeof iconNames)[number]

const knownIconNames: ReadonlySet<string> = new Set(iconNames)

/** Whether a name read from stored data (a forum category's icon) is one the registry draws. */
export function isIconName(name: string): name is IconName {
  return knownIconNames.has(name)
}
