// What the search offers when a query finds nothing: the pages most visitors start from.
import { paths } from '../lib/paths.ts'

export interface SearchEntryPage {
  label: string
  href: string
}

export const searchEntryPages: readonly SearchEntryPage[] = [
  { label: 'Unified Framework', href: paths.unifiedFramework.getHref() },
  { label: 'Policies', href: paths.policy.getHref() },
  { label: 'Strategic Management', href: paths.strategic.getHref() },
  { label: 'Tactical Management', href: paths.tactical.getHref() },
  { label: 'Operations Management', href: paths.operations.getHref() },
  { label: 'Training and Services', href: paths.training.getHref() },
  { label: 'Maturity Assessment', href: paths.maturityAssessment.getHref() },
  { label: 'Community Forum', href: paths.forum.getHref() },
]
