// Breadcrumb trails shared by the framework pages.
import { paths } from '../../../lib/paths.ts'
import type { Crumb } from './page-header.tsx'

export const crumbs = {
  home: { label: 'Home', href: paths.home.getHref() },
  strategic: { label: 'Strategic Management', href: paths.strategic.getHref() },
  tactical: { label: 'Tactical Management', href: paths.tactical.getHref() },
} satisfies Record<string, Crumb>
