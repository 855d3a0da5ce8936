// The pages shown instead of a route's own: an address the site does not know (404), and a
// data-backed page while its database cannot be reached (503).
import { paths } from '../lib/paths.ts'
import type { PageLink, PageMetaCopy } from './page-copy.ts'

export interface StatusPageCopy {
  meta: PageMetaCopy
  title: string
  message: string
  link: PageLink
}

const home: PageLink = { label: 'Back to the home page', href: paths.home.getHref() }

export const notFoundPage: StatusPageCopy = {
  meta: { title: '404 Page Not Found', description: 'The page you asked for does not exist.' },
  title: '404 Page Not Found',
  message: 'Did you forget to add the page to the router?',
  link: home,
}

export const serviceUnavailablePage: StatusPageCopy = {
  meta: {
    title: 'Temporarily unavailable',
    description: 'This page needs data that cannot be reached right now.',
  },
  title: 'Temporarily unavailable',
  message:
    'This page needs the community database, which cannot be reached right now. Please try again in a moment; the framework, training and search pages keep working meanwhile.',
  link: home,
}
