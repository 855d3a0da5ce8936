// The words around the contact form (the home page's contact section) and the labels of the
// contact details every page shows them with. The addresses come from the site config.
import { siteConfig } from '../lib/site-config.ts'
import type { SectionCopy } from './page-copy.ts'

export const contactSection: SectionCopy = {
  id: 'contact-heading',
  title: 'Get In Touch',
  description: `Planning an identity programme, tightening privileged access or preparing for an audit? Tell us where you stand and an ${siteConfig.name} practitioner will help you take the next step.`,
}

/** Each way to reach us, labelled; the three role addresses follow the general ones. */
export const contactChannels = {
  title: 'Contact details',
  email: 'General enquiries',
  phone: 'Phone',
  training: 'Training',
  consulting: 'Consulting',
  workshops: 'Workshops',
} as const
