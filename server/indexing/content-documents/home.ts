// Search documents for the home page sections: the framework model and how to reach us (the
// training overview's programmes are indexed with the training documents).
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  complianceFoundation,
  dataFoundation,
  frameworkSection,
  governanceDomains,
  tiers,
} from '../../../src/content/home.ts'
import { contactChannels, contactSection } from '../../../src/content/contact.ts'
import { paths } from '../../../src/lib/paths.ts'

export function homeDocuments(): SearchDocument[] {
  const { title: channelsTitle, ...channels } = contactChannels
  return [
    {
      id: 'home:framework',
      title: frameworkSection.title,
      description: frameworkSection.lead,
      body: [
        ...tiers.map((tier) => `${tier.name} (${tier.role}): ${tier.description}`),
        `Data foundation: ${dataFoundation.join(', ')}.`,
        `${complianceFoundation.title}: ${complianceFoundation.description} ${complianceFoundation.regimes.join(', ')}.`,
      ].join(' '),
      category: 'Framework',
      url: paths.homeAnchor.getHref('framework'),
      keywords: ['model', 'three tiers', 'data foundation', 'compliance foundation', 'IPAML'],
      priority: PRIORITY.overview,
    },
    {
      id: 'home:governance-domains',
      title: '6 Governance Domains',
      description:
        'The six governance domains of Strategic Management: General Governance (to direct) and five domains that arrange.',
      body: governanceDomains.map((d) => `${d.title} (${d.subtitle}): ${d.description}`).join(' '),
      category: 'Framework',
      url: paths.homeAnchor.getHref('framework'),
      keywords: ['governance', 'strategic management', 'domains'],
      priority: PRIORITY.overview,
    },
    {
      id: 'home:contact',
      title: contactSection.title,
      description: contactSection.description ?? '',
      // The channels' labels, not their addresses: those are set at build time for the browser.
      body: `${channelsTitle}: ${Object.values(channels).join(', ')}. Send us a message with the contact form.`,
      category: 'Contact',
      url: paths.homeAnchor.getHref('contact'),
      keywords: ['contact', 'contact us', 'e-mail', 'email', 'phone', 'message', 'enquiry'],
      priority: PRIORITY.overview,
    },
  ]
}
