// Maps the icon names of the policy content to lucide icons.
import {
  ArrowLeftRight,
  AtSign,
  Briefcase,
  CircleCheck,
  Database,
  Handshake,
  IdCard,
  KeyRound,
  Mail,
  OctagonX,
  UserMinus,
  UserPen,
  UserPlus,
  Users,
  UserX,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import type { PolicyIcon as PolicyIconName } from '../../../content/policies.ts'

const icons: Record<PolicyIconName, LucideIcon> = {
  'id-card': IdCard,
  'user-pen': UserPen,
  'at-sign': AtSign,
  mail: Mail,
  briefcase: Briefcase,
  'key-round': KeyRound,
  database: Database,
  users: Users,
  handshake: Handshake,
  'octagon-x': OctagonX,
  'circle-check': CircleCheck,
  'user-x': UserX,
  'user-plus': UserPlus,
  'arrow-left-right': ArrowLeftRight,
  'user-minus': UserMinus,
  wrench: Wrench,
}

export function PolicyIcon({ name, size = 22 }: { name: PolicyIconName; size?: number }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" size={size} />
}
