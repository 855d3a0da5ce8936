// Law and Regulations, the compliance foundation of the framework: the regulation categories
// holding the regimes, the compliance areas and the implementation guidance, and the words of
// the /law-regulations page.
import { paths } from '../lib/paths.ts'
import { leaverDates, listAnd, pciDssRules, standards } from './shared-values.ts'
import { capitalise, countWord } from './text.ts'

export interface Regulation {
  name: string
  description: string
  scope: string
  impact: 'High' | 'Medium'
  requirements: string[]
}

export interface RegulationCategory {
  title: string
  description: string
  regulations: Regulation[]
}

export const regulationCategories: RegulationCategory[] = [
  {
    title: 'Data Protection & Privacy',
    description:
      'Laws that give individuals rights over their personal data and require organisations to limit and protect who can access it.',
    regulations: [
      {
        name: 'GDPR',
        description:
          'The EU General Data Protection Regulation (2016/679) governs the processing of personal data of people in the EU, with fines up to 4% of worldwide annual turnover or EUR 20 million.',
        scope: 'Any organisation processing personal data of individuals in the EU or EEA',
        impact: 'High',
        requirements: [
          'Access to personal data limited to what each role needs (data minimisation, Art. 5)',
          'Appropriate technical and organisational security measures, including access control (Art. 32)',
          'Data protection by design and by default in identity processes (Art. 25)',
          'Breach notification to the supervisory authority within 72 hours (Art. 33)',
        ],
      },
      {
        name: 'CCPA',
        description:
          'The California Consumer Privacy Act, amended by the CPRA, grants California residents rights to know, delete, correct and opt out of the sale or sharing of their personal information.',
        scope:
          'For-profit businesses meeting the revenue or data-volume thresholds that handle personal information of California residents',
        impact: 'Medium',
        requirements: [
          'Reasonable security procedures to protect personal information',
          'Verified identity of consumers submitting access and deletion requests',
          'Restriction of employee and contractor access to what the business purpose needs',
          'Records of requests and responses kept for 24 months',
        ],
      },
      {
        name: 'PIPEDA',
        description:
          "The Personal Information Protection and Electronic Documents Act is Canada's federal private-sector privacy law, built on ten fair information principles.",
        scope:
          'Private-sector organisations in Canada handling personal information in commercial activity',
        impact: 'Medium',
        requirements: [
          'Safeguards appropriate to the sensitivity of the information, including access restrictions',
          'Accountability: a designated person responsible for compliance',
          'Individual access to their personal information on request',
          'Reporting of breaches that create a real risk of significant harm',
        ],
      },
    ],
  },
  {
    title: 'Industry-Specific Regulations',
    description:
      'Sector rules for health data and payment cards that prescribe concrete access controls and audit logging.',
    regulations: [
      {
        name: 'HIPAA',
        description:
          'The US Health Insurance Portability and Accountability Act Security Rule sets administrative, physical and technical safeguards for electronic protected health information (ePHI).',
        scope:
          'US covered entities (providers, health plans, clearinghouses) and their business associates',
        impact: 'High',
        requirements: [
          'Unique user identification for every person accessing ePHI',
          'Access control with emergency access procedure and automatic logoff',
          'Audit controls recording activity in systems containing ePHI',
          'Workforce clearance and termination procedures that remove access',
        ],
      },
      {
        name: 'PCI DSS',
        description: `The Payment Card Industry Data Security Standard (${standards.pciDss}) protects cardholder data through twelve requirements, several of them on identity and access.`,
        scope:
          'Every entity that stores, processes or transmits cardholder data, and service providers affecting its security',
        impact: 'High',
        requirements: [
          'Access to cardholder data restricted by business need to know (Requirement 7)',
          'Unique IDs and multi-factor authentication for all access into the cardholder data environment (Requirement 8)',
          `User accounts and access privileges reviewed at least ${pciDssRules.accessReview.text} (Requirement 7.2.4)`,
          `Inactive user accounts removed or disabled within ${pciDssRules.inactiveAccountDays} days (Requirement 8.2.6)`,
        ],
      },
    ],
  },
  {
    title: 'Financial & Government Regulations',
    description:
      'Rules for financial reporting integrity and for the security of government information systems.',
    regulations: [
      {
        name: 'SOX',
        description:
          'The Sarbanes-Oxley Act requires public companies to maintain and attest internal control over financial reporting (Section 404), in which IT general controls on access are central.',
        scope: 'Companies listed on US stock exchanges and their material subsidiaries',
        impact: 'High',
        requirements: [
          'Segregation of duties in financial systems',
          'Periodic user access reviews of financially significant applications',
          'Timely removal of access for terminated employees',
          'Controlled and logged privileged access to financial systems and databases',
        ],
      },
      {
        name: 'FISMA',
        description:
          'The US Federal Information Security Modernization Act requires federal agencies and their contractors to run risk-based security programmes based on NIST SP 800-53 controls.',
        scope: 'US federal agencies and contractors operating federal information systems',
        impact: 'High',
        requirements: [
          'Account management controls (NIST SP 800-53 AC-2), including reviews and automated disabling',
          'Least privilege and separation of duties (AC-6, AC-5)',
          'Identification and authentication with MFA for privileged and network access (IA-2)',
          'Continuous monitoring and annual reporting of security posture',
        ],
      },
    ],
  },
  {
    title: 'Cybersecurity Standards & Directives',
    description:
      'Cross-sector directives and standards that set the baseline for managing information security risk.',
    regulations: [
      {
        name: 'NIS Directive',
        description:
          'The EU Network and Information Security Directive, replaced by NIS2 (2022/2555), requires essential and important entities to manage cybersecurity risk and report significant incidents.',
        scope:
          'Medium and large organisations in the critical sectors listed in the directive, across the EU',
        impact: 'High',
        requirements: [
          'Access control policies and asset management as part of risk-management measures (Art. 21)',
          'Use of multi-factor authentication where appropriate',
          'Supply-chain security, including third-party access',
          'Early warning of significant incidents within 24 hours and notification within 72 hours (Art. 23)',
        ],
      },
      {
        name: 'ISO 27001',
        description:
          'ISO/IEC 27001:2022 is the international standard for an information security management system (ISMS), certifiable and widely used as the backbone of security programmes.',
        scope: 'Any organisation, voluntarily certified for the scope of its ISMS',
        impact: 'Medium',
        requirements: [
          'Access control and identity management (Annex A 5.15, 5.16)',
          'Authentication information and access rights management (Annex A 5.17, 5.18)',
          'Privileged access rights restricted and managed (Annex A 8.2)',
          'Inventory of information and other associated assets with owners (Annex A 5.9)',
        ],
      },
    ],
  },
]

export interface ComplianceArea {
  title: string
  description: string
  controls: string[]
}

export const complianceAreas: ComplianceArea[] = [
  {
    title: 'Access Control',
    description:
      'Least privilege, role-based access and segregation of duties, enforced by design.',
    controls: ['Role types and business roles', 'SoD rule set', 'Just-in-time privileged access'],
  },
  {
    title: 'Identity Lifecycle',
    description: 'Joiner, mover and leaver processes driven by HR, with timely removal of access.',
    controls: [
      'HR as source of truth',
      `Leaver access disabled ${leaverDates.disableAt}`,
      'Third-party end dates',
    ],
  },
  {
    title: 'Audit & Accountability',
    description: 'Evidence of who had access to what, who approved it and what they did with it.',
    controls: [
      'Access certification campaigns',
      'Immutable audit logs',
      'Session recording for privileged use',
    ],
  },
  {
    title: 'Data Protection',
    description:
      'Protection of personal and regulated data through classification and owner decisions.',
    controls: [
      'Data classification',
      'Owner approval for sensitive data',
      'Breach detection and notification',
    ],
  },
]

export interface GuidanceStep {
  step: number
  title: string
  description: string
}

export const implementationGuidance: GuidanceStep[] = [
  {
    step: 1,
    title: 'Assess applicable regulations',
    description:
      'Identify which regimes apply to your sectors, countries and data, and map their access requirements to IPAML controls in one control framework.',
  },
  {
    step: 2,
    title: 'Implement controls',
    description:
      'Close the gaps with lifecycle automation, role models, privileged access management and certification campaigns, starting with the highest-impact requirements.',
  },
  {
    step: 3,
    title: 'Monitor and evidence',
    description:
      'Measure the controls continuously, run periodic reviews and keep audit-ready evidence so every audit draws on the same data.',
  },
]

export function allRegulations(): Regulation[] {
  return regulationCategories.flatMap((category) => category.regulations)
}

/** The regimes' names, category by category: the compliance foundation every page lists. */
export const regulationNames: readonly string[] = allRegulations().map(
  (regulation) => regulation.name,
)

export const lawRegulationsMeta = {
  title: 'Law & Regulations',
  description: `The compliance foundation of IPAML: how ${listAnd(regulationNames)} translate into identity and access controls.`,
}

export const lawRegulationsPage = {
  meta: lawRegulationsMeta,
  header: { ...lawRegulationsMeta, eyebrow: 'Compliance foundation' },
  categories: {
    id: 'regulation-categories',
    title: 'Regulation categories',
    description: `${capitalise(countWord(regulationNames.length))} regimes in ${countWord(regulationCategories.length)} categories. Each one sets requirements that land on identity and access processes.`,
  },
  areas: { id: 'compliance-areas', title: 'Compliance areas' },
  guidance: { id: 'implementation-guidance', title: 'Implementation guidance' },
  /** Before a guidance step's number: "Step 1". */
  stepLabel: 'Step',
  guide: {
    title: 'Turn these requirements into controls',
    description: 'Our guide maps each regime to IPAML policies, processes and evidence.',
    label: 'Get Compliance Implementation Guide',
    href: paths.contactAbout.getHref('Compliance Implementation Guide'),
  },
  /** The labels of a regulation card. */
  card: { impact: 'impact', scope: 'Scope', requirements: 'Key requirements' },
}
