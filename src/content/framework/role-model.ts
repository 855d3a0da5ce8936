// The role model page (/strategic/role-model): IAM role hierarchy by level, design principles,
// role categories and the role lifecycle.
import { paths } from '../../lib/paths.ts'
import type { PageFrameCopy } from '../page-copy.ts'
import { frameworkCrumbs } from './crumbs.ts'
import { strategicSections } from './sections.ts'
import {
  certification,
  governanceBoard,
  listOr,
  redButton,
  roleContentReview,
} from '../shared-values.ts'
import type { PageIntro, RoleEntry, TopicGroup } from './types.ts'

export const roleModelIntro: PageIntro = {
  title: 'IAM Role Model',
  description:
    'Who does what in identity and access management, from executive to operational level, and how business roles are designed, categorised and kept current through their lifecycle.',
}

export interface RoleLevel {
  level: 'Executive' | 'Management' | 'Specialist' | 'Operational'
  description: string
  roles: RoleEntry[]
}

export const roleHierarchy: RoleLevel[] = [
  {
    level: 'Executive',
    description: 'Set direction, own identity risk and fund the programme.',
    roles: [
      {
        name: 'CISO',
        scope: 'Enterprise security and identity risk',
        responsibilities: [
          'Owns the IAM policy and risk appetite',
          `Sits on the ${governanceBoard.name}, chaired by the ${governanceBoard.chair}`,
          'Reports identity risk to the board',
        ],
        access_level: 'Read-only dashboards and reports; approves policy exceptions',
        reporting: 'CEO or board',
      },
      {
        name: 'CIO',
        scope: 'IT strategy, platforms and budget',
        responsibilities: [
          'Sponsors the IAM programme',
          'Aligns IAM with the IT strategy',
          'Approves platform investments',
        ],
        access_level: 'Read-only dashboards and reports',
        reporting: 'CEO',
      },
    ],
  },
  {
    level: 'Management',
    description: 'Translate direction into services, plans and results.',
    roles: [
      {
        name: 'IAM Lead',
        scope: 'IAM services, roadmap and team',
        responsibilities: [
          'Owns the IAM roadmap and backlog',
          'Manages IAM engineers and suppliers',
          `Reports KPIs to the ${governanceBoard.name}`,
        ],
        access_level: 'Business administrator in IGA; no standing privileged access',
        reporting: 'CISO',
      },
      {
        name: 'Service Manager',
        scope: 'IAM service delivery and SLAs',
        responsibilities: [
          'Runs the operations services and standard changes',
          'Manages SLAs and service reviews',
          'Owns incident and problem follow-up',
        ],
        access_level: 'ITSM management; read access to IGA reports',
        reporting: 'CIO',
      },
    ],
  },
  {
    level: 'Specialist',
    description: 'Design the architecture, data and role models.',
    roles: [
      {
        name: 'Enterprise Architect',
        scope: 'IAM reference architecture and standards',
        responsibilities: [
          'Maintains the reference architecture',
          'Reviews new applications for IAM fit',
          'Sets integration standards',
        ],
        access_level: 'Read access to configuration and architecture repository',
        reporting: 'CIO',
      },
      {
        name: 'IAM SME',
        scope: 'Role model, policies and processes',
        responsibilities: [
          'Designs roles and SoD rules',
          'Advises application owners',
          'Defines lifecycle process rules',
        ],
        access_level: 'Role designer in IGA (changes via approval)',
        reporting: 'IAM Lead',
      },
    ],
  },
  {
    level: 'Operational',
    description: 'Build, run and monitor the IAM services every day.',
    roles: [
      {
        name: 'IAM Engineers',
        scope: 'IGA, PAM and directory platforms',
        responsibilities: [
          'Build connectors and workflows',
          'Maintain platforms and upgrades',
          'Resolve escalated access incidents',
        ],
        access_level: 'Privileged, just in time through PAM',
        reporting: 'IAM Lead',
      },
      {
        name: 'ITSM Team',
        scope: 'Service desk and request fulfilment',
        responsibilities: [
          'Handles access requests and incidents',
          'Executes manual fulfilment tasks',
          'Escalates to IAM engineers',
        ],
        access_level: 'Helpdesk role: password reset and read access',
        reporting: 'Service Manager',
      },
      {
        name: 'SOC Team',
        scope: 'Identity threat detection and response',
        responsibilities: [
          'Monitors identity alerts',
          `Executes RED button orders of the ${listOr(redButton.authorisers)}`,
          'Investigates privileged sessions',
        ],
        access_level: 'Read access to identity logs; executes the RED button on order',
        reporting: 'CISO',
      },
      {
        name: 'DevOps',
        scope: 'Pipelines, workloads and secrets',
        responsibilities: [
          'Integrates applications with SSO and SCIM',
          'Uses managed secrets in pipelines',
          'Owns non-human identities of their services',
        ],
        access_level: 'Scoped cloud roles; secrets through the vault',
        reporting: 'IAM Lead (for IAM standards)',
      },
    ],
  },
]

export const roleDesignPrinciples: string[] = [
  'Least privilege: a role grants only what the function needs',
  'Segregation of duties: conflicting roles can never be combined without a mitigating control',
  'Business ownership: every role has an owner who approves and reviews it',
  'Keep privileged separate: privileged access lives in Role Type-Privileged, never in a business role',
  'Avoid role explosion: prefer fewer broad roles plus attributes over many narrow roles',
  'Combine top-down design with bottom-up role mining',
]

export const roleCategories: TopicGroup[] = [
  {
    title: 'Business Roles',
    description: 'Describe what a person does in business terms and bundle application roles.',
    points: ['Based on role type and function', 'Owned by a business manager'],
  },
  {
    title: 'Application Roles',
    description: 'Bundle permissions inside one application.',
    points: ['Owned by the application owner', 'Building blocks for business roles'],
  },
  {
    title: 'Privileged Roles',
    description: 'Administrative and high-risk access under Role Type-Privileged.',
    points: [
      'Separate accounts and PAM controls',
      `Holders certified ${certification.highRisk.text}`,
    ],
  },
  {
    title: 'Birthright Roles',
    description: 'Access everyone in a population gets automatically.',
    points: ['Email, intranet, collaboration tools', 'Granted by the Joiner Standard Change'],
  },
  {
    title: 'Temporary Roles',
    description: 'Project and service roles with an end date.',
    points: ['File, Project and Service roles', 'Removed automatically at the end date'],
  },
]

export const roleLifecyclePhases: TopicGroup[] = [
  {
    title: 'Discover',
    description: 'Find candidate roles in existing access and in the organisation structure.',
    points: ['Role mining on current entitlements', 'Interviews with business owners'],
  },
  {
    title: 'Design',
    description: 'Define role content, owner and SoD constraints, and get approval.',
    points: ['Role definition and description', 'SoD check and owner approval'],
  },
  {
    title: 'Deploy',
    description: 'Publish the role and replace direct assignments.',
    points: ['Configure in the IGA platform', 'Migrate users from direct permissions'],
  },
  {
    title: 'Review & Retire',
    description: 'Recertify content and membership, and retire roles no longer used.',
    points: [
      `Content reviewed ${roleContentReview.text}; holders certified by risk tier`,
      'Retire unused or overlapping roles',
    ],
  },
]

/** The Role Model entry of the strategic sections, whose blocks this page shows too. */
export const roleModelSection = strategicSections.find((s) => s.title === 'Role Model')!

export const roleModelPage = {
  meta: roleModelIntro,
  header: roleModelIntro,
  crumbs: frameworkCrumbs.strategic,
  icon: { name: roleModelSection.icon, palette: roleModelSection.color },
  actions: [
    {
      label: 'Request a role design workshop',
      href: paths.contactAbout.getHref('Role model design workshop'),
    },
    { label: 'Open the Control Panel', href: paths.controls.getHref() },
  ],
  sections: {
    hierarchy: { title: 'Role Hierarchy', description: roleModelSection.description },
    principles: { title: 'Design Principles' },
    categories: { title: 'Role Categories' },
    lifecycle: { title: 'Role Lifecycle' },
  },
  /** After a hierarchy level's name: "Executive level". */
  levelSuffix: 'level',
  roleFacts: { scope: 'Scope', access: 'Access level', reporting: 'Reports to' },
} satisfies PageFrameCopy & Record<string, unknown>
