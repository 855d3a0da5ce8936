// The BiSL page (/strategic/bisl): Business Information Services Library applied to IAM, with
// its management domains, principles, benefits and implementation phases.
import { paths } from '../../lib/paths.ts'
import type { PageFrameCopy } from '../page-copy.ts'
import { frameworkCrumbs } from './crumbs.ts'
import { stakeholders as s } from './stakeholders.ts'
import type { PageIntro, Phase, TopicGroup } from './types.ts'
import { countWord } from '../text.ts'

export const bislDomains: TopicGroup[] = [
  {
    title: 'Strategic: Information Strategy',
    description:
      'Directs the long-term information provision for identity and access, in line with business strategy and regulation.',
    points: [
      'Information lifecycle management',
      'Information portfolio management',
      'Information chain management',
      'Information coordination with partners and suppliers',
    ],
  },
  {
    title: 'Managing: Information Management',
    description:
      'Manages IAM information services as a business function: plans, budgets, demand and supplier contracts.',
    points: [
      'Planning and control',
      'Financial management',
      'Demand management',
      'Contract management',
    ],
  },
  {
    title: 'Operational: Use & Functionality Management',
    description:
      'Supports daily use of identity services and specifies the functional changes the business needs.',
    points: [
      'End-user support and access request guidance',
      'Business data management for identity attributes',
      'Specifying information requirements',
      'Testing and acceptance of IAM changes',
    ],
  },
]

export const bislPrinciples: string[] = [
  'The business owns identity information; IT supplies the platforms',
  'Demand and supply are separated and agreed in service levels',
  'Every identity attribute has a business data owner',
  'Changes are specified, tested and accepted by the business',
  'Information strategy follows business and regulatory strategy',
]

export const bislBenefits: string[] = [
  'Business accountability for access decisions and data quality',
  'IAM investment driven by business demand, not technology',
  'Clear contracts and service levels with IT and suppliers',
  'Fewer failed changes through business acceptance testing',
  'A common language between business, IT and audit',
]

export const bislPhases: Phase[] = [
  {
    phase: 'Assess',
    duration: '4-8 weeks',
    description: 'Assess how the business side manages identity information today.',
    deliverables: ['BiSL process maturity baseline', 'Ownership gaps for identity data'],
    stakeholders: [s.cio, s.iamLead, s.serviceManager],
    tools: ['Process assessment', 'Stakeholder interviews'],
  },
  {
    phase: 'Design',
    duration: '6-12 weeks',
    description: 'Design the business information management organisation for IAM.',
    deliverables: [
      `Process designs for the ${countWord(bislDomains.length)} domains`,
      'Roles and demand/supply agreements',
    ],
    stakeholders: [s.iamLead, s.enterpriseArchitect, s.iamSme],
    tools: ['Process modelling', 'RACI matrices'],
  },
  {
    phase: 'Implement',
    duration: '8-16 weeks',
    description: 'Put the operational and managing processes to work.',
    deliverables: [
      'Working use and functionality management',
      'Demand and contract management in place',
    ],
    stakeholders: [s.serviceManager, s.itsmTeam, s.iamSme],
    tools: ['ITSM platform', 'Service level agreements'],
  },
  {
    phase: 'Embed & Optimise',
    duration: '12-24 weeks',
    description: 'Embed the strategic processes and improve based on measurement.',
    deliverables: ['Information strategy and portfolio', 'KPI reporting and improvement register'],
    stakeholders: [s.ciso, s.cio, s.iamLead],
    tools: ['Portfolio management', 'KPI dashboards'],
  },
]

export const bislIntro: PageIntro = {
  title: 'BiSL for Identity & Access',
  description: `The Business Information Services Library applied to identity and access: how the business side directs, manages and uses IAM information services, in ${countWord(bislDomains.length)} management domains and ${countWord(bislPhases.length)} implementation phases.`,
}

export const bislPage = {
  meta: bislIntro,
  header: bislIntro,
  crumbs: frameworkCrumbs.strategic,
  icon: { name: 'Workflow', palette: 'teal' },
  actions: [
    { label: 'Plan a BiSL assessment', href: paths.contactAbout.getHref('BiSL assessment') },
  ],
  sections: {
    domains: { title: 'Management Domains' },
    principles: { title: 'Principles' },
    benefits: { title: 'Benefits' },
    phases: { title: 'Implementation Phases' },
  },
} satisfies PageFrameCopy & Record<string, unknown>
