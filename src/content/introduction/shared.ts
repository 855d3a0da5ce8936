// What every page under /introduction shares: the way back to the hub.
import { paths } from '../../lib/paths.ts'
import type { PageLink } from '../page-copy.ts'

export const backToIntroduction: PageLink = {
  label: 'Back to Introduction',
  href: paths.introduction.getHref(),
}
