// Addresses the site links to that another page covers: the server answers them with a 301 to
// that page (the route modules redirect the same way on client-side navigation).
import { paths } from './paths.ts'

export const permanentRedirects: Record<string, string> = {
  [paths.consultancy.path]: paths.introduction.consultancy.getHref(),
  [paths.contact.path]: paths.homeAnchor.getHref('contact'),
}
