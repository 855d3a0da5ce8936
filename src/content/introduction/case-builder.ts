// /introduction/case-builder: three industry
// templates, four feature cards and the four-step implementation process.
import { roadmapPhases } from '../roadmap.ts'
import { certificationRule, listAnd } from '../shared-values.ts'
import { capitalise, countWord } from '../text.ts'
import { backToIntroduction } from './shared.ts'
import type { CaseTemplate, IconFeature, PageIntro, Step } from './types.ts'

export const caseBuilderIntro: PageIntro = {
  title: 'IPAML Case Builder',
  eyebrow: 'From framework to business case',
  description:
    'Start your identity programme from an industry template: the typical scenarios, the regulations that apply, the expected outcomes and a phased plan, ready to adapt to your organisation and present to your board.',
}

export const caseTemplates: CaseTemplate[] = [
  {
    title: 'Healthcare Identity & Access',
    industry: 'Healthcare',
    complexity: 'High',
    duration: '12-16 weeks',
    description:
      'Clinicians need fast access at the bedside while patient records stay protected. This template balances both with role-based access per ward and strong audit trails.',
    regulations: ['GDPR', 'HIPAA', 'NIS Directive', 'ISO 27001'],
    scenarios: [
      'Role-based access to the electronic health record per ward and specialism',
      'Fast user switching and tap-and-go badge login on shared workstations',
      'Break-the-glass emergency access with retrospective review',
      'Onboarding of locum staff, residents and students with end dates',
      'Privileged access for medical device and EHR administrators',
    ],
    outcomes: [
      'Access to patient data limited to treatment relationships and logged',
      'New clinicians productive on day one',
      'Leavers and expired contracts removed within one working day',
      'Audit-ready evidence for HIPAA and GDPR access requirements',
    ],
  },
  {
    title: 'Financial Services Compliance',
    industry: 'Financial',
    complexity: 'High',
    duration: '16-20 weeks',
    description:
      'Banks, insurers and payment firms must prove who can move money and change systems. This template centres on segregation of duties, certification and privileged control.',
    regulations: ['SOX', 'PCI DSS', 'GDPR', 'ISO 27001'],
    scenarios: [
      'Segregation of duties rules for payments, trading and finance systems',
      `Access certification by managers and application owners: ${certificationRule}`,
      'Vaulted administrator access to core banking and cardholder data systems',
      'Joiner, mover and leaver automation from the HR system',
      'Third-party and contractor identities with sponsor approval',
    ],
    outcomes: [
      'SoD conflicts detected before access is granted',
      'Certification campaigns completed on time with a full audit trail',
      'Every privileged session recorded and tied to a change or incident',
      'Fewer audit findings on user access management',
    ],
  },
  {
    title: 'Manufacturing OT/IT Security',
    industry: 'Manufacturing',
    complexity: 'Medium',
    duration: '10-14 weeks',
    description:
      'Plants run on shared accounts, vendor remote access and systems that cannot be patched quickly. This template brings OT identities under the same governance as IT.',
    regulations: ['NIS Directive', 'ISO 27001', 'GDPR'],
    scenarios: [
      'Inventory of shared and local accounts on HMIs, PLC engineering stations and historians',
      'Brokered, recorded remote access for machine suppliers',
      'Shift-based access for operators, technicians and contractors',
      'Privileged access to the OT network through a jump host',
      'Physical access badges linked to the identity lifecycle',
    ],
    outcomes: [
      'Shared accounts replaced or vaulted with individual accountability',
      'Vendor access granted per session and approved by the plant',
      'One identity per person across IT, OT and physical access',
      'Reduced risk of production downtime from compromised credentials',
    ],
  },
]

export const caseBuilderFeatures: IconFeature[] = [
  {
    title: 'Industry templates',
    description:
      'Scenarios, stakeholders and controls pre-filled for your sector, so you start from a worked example instead of a blank page.',
    icon: 'LayoutTemplate',
  },
  {
    title: 'Regulation mapping',
    description:
      'Each scenario is linked to the articles and controls of GDPR, HIPAA, SOX, PCI DSS, NIS and ISO 27001 that it satisfies.',
    icon: 'Scale',
  },
  {
    title: 'Benefit and cost model',
    description:
      'Estimate effort, licence and run costs against savings in helpdesk tickets, audit effort and onboarding time.',
    icon: 'Calculator',
  },
  {
    title: 'Phased roadmap',
    description: `The plan follows the IPAML roadmap: ${listAnd(roadmapPhases.map((phase) => phase.phase))}.`,
    icon: 'Map',
  },
]

export const caseBuilderSteps: Step[] = [
  {
    step: 1,
    title: 'Choose a template',
    description:
      'Pick the industry template closest to your organisation and remove the scenarios that do not apply.',
  },
  {
    step: 2,
    title: 'Assess the current state',
    description:
      'Score each tier and functional area with the maturity assessment and record the gaps per scenario.',
  },
  {
    step: 3,
    title: 'Define the target and the case',
    description:
      'Set target maturity levels, attach the regulations, and quantify costs, benefits and risk reduction.',
  },
  {
    step: 4,
    title: 'Plan and present',
    description:
      'Turn the gaps into a phased roadmap with owners and milestones, and present the case to your sponsor.',
  },
]

export const caseBuilderPage = {
  meta: {
    title: caseBuilderIntro.title,
    description: `${capitalise(listAnd(caseTemplates.map((template) => template.industry.toLowerCase())))} templates that turn the IPAML framework into an identity business case and a phased implementation plan.`,
  },
  header: caseBuilderIntro,
  back: backToIntroduction,
  templates: {
    id: 'templates',
    title: 'Industry templates',
    description:
      'Each template holds the scenarios, regulations and outcomes typical for its sector.',
  },
  features: { id: 'case-builder-features', title: 'What the Case Builder gives you' },
  process: {
    id: 'implementation-process',
    title: 'Implementation process',
    description: `${capitalise(countWord(caseBuilderSteps.length))} steps from a template to a plan your sponsor can approve.`,
  },
  callToAction: {
    id: 'case-builder-cta',
    title: 'Build your identity business case',
    description:
      'Start from the template closest to your organisation, or download the guide with every template, scenario and step to work on it offline.',
    start: 'Start Case Builder',
    download: 'Download Guide',
  },
  /** The labels of a template card and its preview. */
  card: {
    useTemplate: 'Use Template',
    preview: 'Preview',
    complexity: 'Complexity',
    scenarios: 'Key scenarios',
    allScenarios: 'Scenarios',
    outcomes: 'Expected outcomes',
    regulations: 'Regulations',
    moreInPreview: 'more in the preview',
    /** Scenarios a card lists before '+N more in the preview'. */
    shownScenarios: 3,
  },
}
