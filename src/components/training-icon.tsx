// The lucide icon of a certification course, by the name kept in the training content.
import { ClipboardCheck, KeyRound, Network, RefreshCw, Scale, ShieldCheck } from 'lucide-react'
import type { TrainingIconName } from '../content/training.ts'

const icons = { ClipboardCheck, KeyRound, Network, RefreshCw, Scale, ShieldCheck }

export function TrainingIcon({ name, size = 24 }: { name: TrainingIconName; size?: number }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" size={size} color="var(--chakra-colors-brand-solid)" />
}
