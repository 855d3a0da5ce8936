// The breadcrumb trails of the framework pages: each page's trail runs from Home down to the
// page it belongs to.
import { paths } from '../../lib/paths.ts'
import type { PageLink } from '../page-copy.ts'

const home: PageLink = { label: 'Home', href: paths.home.getHref() }

export const frameworkCrumbs = {
  home: [home],
  strategic: [home, { label: 'Strategic Management', href: paths.strategic.getHref() }],
  tactical: [home, { label: 'Tactical Management', href: paths.tactical.getHref() }],
} satisfies Record<string, readonly PageLink[]>
