// The unified (master) framework: the identity acronyms, the capability functions mapped to
// NIST CSF 2.0, the control layers and the deliverable groups, and the words of its page.
import { paths } from '../lib/paths.ts'
import { functionalAreas, managementLayers } from './maturity.ts'
import { breakGlass, listAnd } from './shared-values.ts'
import { capitalise, countWord } from './text.ts'

export interface FrameworkAcronym {
  acronym: string
  fullName: string
  focus: string
  layer: string
}

export const frameworkAcronyms: FrameworkAcronym[] = [
  {
    acronym: 'ISPM',
    fullName: 'Identity Security Posture Management',
    focus:
      'Continuously finds identity misconfigurations, excessive privileges, dormant accounts and weak authentication across directories and cloud.',
    layer: 'Posture',
  },
  {
    acronym: 'ITDR',
    fullName: 'Identity Threat Detection and Response',
    focus:
      'Detects and responds to attacks on the identity infrastructure itself, such as credential theft, Kerberoasting, token replay and MFA fatigue.',
    layer: 'Detection',
  },
  {
    acronym: 'IVIP',
    fullName: 'Identity Visibility and Intelligence Platform',
    focus:
      'Unifies identity data from every source into one observable picture of identities, accounts, access and activity for analytics and decisions.',
    layer: 'Posture',
  },
  {
    acronym: 'IGA',
    fullName: 'Identity Governance and Administration',
    focus:
      'Governs the identity lifecycle, role models, access requests, certifications and segregation of duties.',
    layer: 'Governance',
  },
  {
    acronym: 'PAM',
    fullName: 'Privileged Access Management',
    focus:
      'Vaults privileged credentials, grants just-in-time elevation and records privileged sessions.',
    layer: 'Privileged',
  },
  {
    acronym: 'CIAM',
    fullName: 'Customer Identity and Access Management',
    focus:
      'Registration, authentication, consent and profile management for customers and partners at internet scale.',
    layer: 'Core',
  },
  {
    acronym: 'IAM',
    fullName: 'Identity and Access Management',
    focus:
      'The core services of directory, authentication, single sign-on, MFA and federation for the workforce.',
    layer: 'Core',
  },
  {
    acronym: 'LBAC',
    fullName: 'Location-Based Access Control',
    focus:
      'Adds location, network and device context to access decisions, for example blocking sign-ins from unexpected countries.',
    layer: 'Context',
  },
  {
    acronym: 'ZTNA',
    fullName: 'Zero Trust Network Access',
    focus:
      'Replaces network-level VPN trust with per-application access brokered on identity, device posture and context.',
    layer: 'Context',
  },
]

/** The six functions of NIST CSF 2.0, with their identifiers. */
export const csfFunctions = {
  GV: 'Govern',
  ID: 'Identify',
  PR: 'Protect',
  DE: 'Detect',
  RS: 'Respond',
  RC: 'Recover',
} as const

export type CsfFunctionId = keyof typeof csfFunctions

/** Where a capability function sits in NIST CSF 2.0: the function and the categories it covers. */
export interface CsfMapping {
  function: CsfFunctionId
  categories: string[]
}

/**
 * A security function the framework performs continuously (Prevent … Evolve). These run side by
 * side; they are not maturity levels, which the assessment scores from Initial to Optimized.
 */
export interface CapabilityFunction {
  name: 'Prevent' | 'Detect' | 'Respond' | 'Recover' | 'Evolve'
  description: string
  activities: string[]
  csf: CsfMapping[]
}

export const capabilityFunctions: CapabilityFunction[] = [
  {
    name: 'Prevent',
    description: 'Stop unauthorised access before it happens.',
    activities: [
      'Least-privilege role model and SoD rules',
      'Phishing-resistant MFA for all users',
      'Vaulted privileged credentials with just-in-time access',
    ],
    csf: [
      {
        function: 'PR',
        categories: [
          'PR.AA Identity Management, Authentication, and Access Control',
          'PR.PS Platform Security',
        ],
      },
    ],
  },
  {
    name: 'Detect',
    description: 'See identity threats and drift as they occur.',
    activities: [
      'Identity threat detection on directory and identity provider logs',
      'Posture scans for dormant accounts and excessive privilege',
      'Alerts on changes to privileged groups',
    ],
    csf: [
      {
        function: 'DE',
        categories: ['DE.CM Continuous Monitoring', 'DE.AE Adverse Event Analysis'],
      },
    ],
  },
  {
    name: 'Respond',
    description: 'Contain compromised identities within minutes.',
    activities: [
      'Red Button procedure for immediate deprovisioning',
      'Automated session and token revocation',
      'Identity incident playbooks in the SOC',
    ],
    csf: [
      {
        function: 'RS',
        categories: ['RS.MA Incident Management', 'RS.MI Incident Mitigation'],
      },
    ],
  },
  {
    name: 'Recover',
    description: 'Restore trusted identity services and access after an incident.',
    activities: [
      'Tested directory and identity provider recovery',
      'Green Button procedure and break-glass accounts for controlled restoration of access',
      'Credential rotation of affected privileged and service accounts',
    ],
    csf: [{ function: 'RC', categories: ['RC.RP Incident Recovery Plan Execution'] }],
  },
  {
    name: 'Evolve',
    description: 'Improve continuously from measurements and lessons learned.',
    activities: [
      'Maturity assessments against the IPAML model',
      'Post-incident reviews feeding policy changes',
      'Roadmap updates for new identity technologies',
    ],
    csf: [
      { function: 'GV', categories: ['GV.OV Oversight', 'GV.PO Policy'] },
      { function: 'ID', categories: ['ID.IM Improvement'] },
    ],
  },
]

export interface ControlLayer {
  name: 'Core' | 'Governance' | 'Privileged' | 'Posture' | 'Detection' | 'Context' | 'Resilience'
  description: string
  technologies: string[]
}

export const controlLayers: ControlLayer[] = [
  {
    name: 'Core',
    description:
      'Authoritative identities and the authentication services every access depends on.',
    technologies: [
      'Directory services',
      'Single sign-on and federation (SAML, OIDC)',
      'Multi-factor authentication',
      'CIAM platform',
    ],
  },
  {
    name: 'Governance',
    description: 'Who should have access, decided and evidenced.',
    technologies: [
      'IGA platform',
      'Role and SoD engine',
      'Access certification',
      'SCIM provisioning connectors',
    ],
  },
  {
    name: 'Privileged',
    description: 'Control of the accounts that can do the most harm.',
    technologies: [
      'Credential vault',
      'Just-in-time elevation',
      'Session recording',
      'Secrets management for workloads',
    ],
  },
  {
    name: 'Posture',
    description: 'Continuous measurement of identity hygiene and configuration.',
    technologies: [
      'ISPM scanners',
      'Identity analytics (IVIP)',
      'Cloud entitlement management (CIEM)',
    ],
  },
  {
    name: 'Detection',
    description: 'Spotting attacks on identities and identity infrastructure.',
    technologies: ['ITDR', 'SIEM correlation rules', 'User and entity behaviour analytics'],
  },
  {
    name: 'Context',
    description: 'Adaptive decisions based on location, device and risk.',
    technologies: [
      'Conditional access policies',
      'LBAC',
      'ZTNA brokers',
      'Device compliance signals',
    ],
  },
  {
    name: 'Resilience',
    description:
      'Keeping identity services available and recoverable, with emergency access that works when they are down.',
    technologies: [
      'Directory backup and forest recovery',
      `Break-glass accounts with ${breakGlass.summary}`,
      'Redundant identity providers',
    ],
  },
]

export interface DeliverableGroup {
  title: 'Audit Controls' | 'Dashboards' | 'Maturity Assessments' | 'Playbooks'
  description: string
  items: string[]
}

export const deliverableGroups: DeliverableGroup[] = [
  {
    title: 'Audit Controls',
    description: 'A control set mapped to the regulations you must meet.',
    items: [
      'Control catalogue mapped to ISO 27001, SOX and NIS2',
      'Evidence requirements per control',
      'Test procedures',
    ],
  },
  {
    title: 'Dashboards',
    description: 'Measurements that show whether the controls work.',
    items: [
      'Lifecycle timeliness (joiner, mover, leaver)',
      'Certification completion and revocation rates',
      'Privileged access usage',
    ],
  },
  {
    title: 'Maturity Assessments',
    description: 'A repeatable view of where you stand and what comes next.',
    items: [
      'Self-assessment across 3 layers and 7 areas',
      'Gap analysis',
      'Prioritised improvement roadmap',
    ],
  },
  {
    title: 'Playbooks',
    description: 'Step-by-step responses for identity events.',
    items: [
      'Compromised account response',
      'Red and Green Button procedures',
      'Privileged credential exposure',
    ],
  },
]

const firstAndLast = (names: readonly string[]) => `from ${names[0]} to ${names.at(-1)}`

export const unifiedFrameworkMeta = {
  title: 'Unified Framework',
  description: `The IPAML master framework: ${countWord(frameworkAcronyms.length)} identity disciplines from IAM to ZTNA, ${countWord(capabilityFunctions.length)} capability functions ${firstAndLast(capabilityFunctions.map((fn) => fn.name))} mapped to NIST CSF 2.0, and ${countWord(controlLayers.length)} control layers ${firstAndLast(controlLayers.map((layer) => layer.name))}.`,
}

export const unifiedFrameworkPage = {
  meta: unifiedFrameworkMeta,
  header: { ...unifiedFrameworkMeta, eyebrow: 'Master framework' },
  acronyms: {
    id: 'acronyms',
    title: `${capitalise(countWord(frameworkAcronyms.length))} identity disciplines`,
    description:
      'The acronyms of identity security, each placed on the control layer where it works.',
  },
  /** After an acronym's layer: "Posture layer". */
  layerSuffix: 'layer',
  capabilityFunctions: {
    id: 'capability-functions',
    title: `${capitalise(countWord(capabilityFunctions.length))} capability functions`,
    description: `${listAnd(capabilityFunctions.map((fn) => fn.name))} are security functions that run side by side, not maturity levels: each maps to functions of NIST CSF 2.0. How mature each area is, from Initial to Optimized, is scored in the maturity assessment.`,
  },
  csfLabel: 'NIST CSF 2.0',
  controlLayers: {
    id: 'control-layers',
    title: `${capitalise(countWord(controlLayers.length))} control layers`,
  },
  deliverables: { id: 'deliverables', title: 'Framework deliverables' },
  assessment: {
    id: 'cta-heading',
    title: 'Where does your organisation stand?',
    description: `Score your maturity across the ${countWord(managementLayers.length)} management layers and ${countWord(functionalAreas.length)} functional areas, and get recommendations for your next steps.`,
    link: { label: 'Take the Maturity Assessment', href: paths.maturityAssessment.getHref() },
  },
}
