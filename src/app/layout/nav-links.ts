// The header navigation, in display order.
import { paths } from '../../lib/paths.ts'

export const navLinks = [
  { href: paths.introduction.getHref(), label: 'Introduction' },
  { href: paths.unifiedFramework.getHref(), label: 'Unified Framework' },
  { href: paths.maturityAssessment.getHref(), label: 'Maturity Assessment' },
  { href: paths.lawRegulations.getHref(), label: 'Law & Regulations' },
  { href: paths.strategic.dataModel.getHref(), label: 'Strategic Management' },
  { href: paths.tactical.integrationService.getHref(), label: 'Tactical Management' },
  { href: paths.operations.getHref(), label: 'Operations' },
  { href: paths.training.getHref(), label: 'Training' },
  { href: paths.ciamo.getHref(), label: 'CIAMO' },
  { href: paths.forum.getHref(), label: 'Forum' },
] as const
