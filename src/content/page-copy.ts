// The shapes every page's words share: its meta (the <title> and description), the header
// above its sections, its sections' headings, links and calls to action. Each page's content
// module exports one object of these (`…Page`), validated by page-copy.test.ts.
import type { IconName } from './icon-names.ts'

/** The page's <title> and meta description (also its search document's title). */
export interface PageMetaCopy {
  title: string
  description: string
  /** A personal page (an account, a sign-in form): kept out of search engines and the sitemap. */
  noindex?: boolean
}

/** The top of a page: the h1, the line under it and the badge above it. */
export interface PageHeaderCopy {
  title: string
  description: string
  eyebrow?: string
}

/** A section's h2 (its id given when a search document or link points at it) and intro. */
export interface SectionCopy {
  id?: string
  title: string
  description?: string
}

/** A link with its visible label. */
export interface PageLink {
  label: string
  href: string
}

/** A closing band: heading, text and the labels of its buttons. */
export interface CallToActionCopy {
  title: string
  description: string
}

/** A button of a page's header: its label and where it goes (another site opens in a new tab). */
export interface PageAction extends PageLink {
  newTab?: boolean
}

/** The icon beside a page's h1: a name of the icon registry and its colour palette. */
export interface PageIcon {
  name: IconName
  palette?: string
}

/**
 * What a page's content module gives the page frame: the meta, the header, the way back (a link
 * or a breadcrumb trail) and the header's buttons, the first of them the main one.
 */
export interface PageFrameCopy {
  meta: PageMetaCopy
  header: PageHeaderCopy
  back?: PageLink
  crumbs?: readonly PageLink[]
  icon?: PageIcon
  actions?: readonly PageAction[]
}
