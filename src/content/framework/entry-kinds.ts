// The five kinds of framework parameter pages: where their entries come from, how a route
// parameter is matched, and the texts and links of their chooser and detail pages.
import { controlMappingOf, type StandardMapping } from '../control-mapping-lookup.ts'
import { controlComponents, controlsIntro } from './controls.ts'
import { directoryIntro, directoryServices } from './directory.ts'
import { operationsIntro, operationsServices } from './operations.ts'
import { frameworkLabels } from './labels.ts'
import { strategicSections, tacticalSections } from './sections.ts'
import type { FrameworkEntry, PageIntro } from './types.ts'
import type { PageLink } from '../page-copy.ts'
import type { MatchOptions } from '../../lib/match-param.ts'
import { paths } from '../../lib/paths.ts'

/** A link of an entry page: its label and where it goes. */
export type RelatedLink = PageLink

export interface EntryKind {
  entries: readonly FrameworkEntry[]
  /** Name of the route parameter (see paths.ts). */
  param: string
  matchOptions?: MatchOptions
  href: (title: string) => string
  chooser: PageIntro & { href: string }
  /** Where the detail page's back link goes (home, for strategic and tactical entries). */
  back: RelatedLink
  /** Heading of the entry's items block (directory services, control items). */
  itemsHeading?: string
  /** Dedicated or related pages per entry title. */
  related?: Record<string, RelatedLink[]>
  /** Extra links under the chooser grid. */
  chooserLinks?: RelatedLink[]
  /** The control mapping of an entry, for kinds whose entries carry one (operations services). */
  controlMapping?: (title: string) => StandardMapping[] | undefined
}

const home = { label: 'Back to Home', href: paths.home.getHref() }

export const strategicKind: EntryKind = {
  entries: strategicSections,
  param: 'section',
  href: (title) => paths.strategic.getHref(title),
  chooser: {
    title: 'Strategic Management',
    description:
      'To direct: the governance domains of IPAML, from general governance and risk to the data model, role model and programme management. Choose a domain.',
    href: paths.strategic.getHref(),
  },
  back: home,
  related: {
    'Program Management': [
      { label: 'Program Management page', href: paths.programManagement.getHref() },
      { label: 'Implementation Roadmap', href: paths.implementationRoadmap.getHref() },
    ],
    'Law & Regulations': [
      { label: 'Law & Regulations overview', href: paths.lawRegulations.getHref() },
    ],
    'ITIL v4 Integration': [
      { label: 'Operations services', href: paths.operations.getHref() },
      { label: 'BiSL for Identity & Access', href: paths.strategic.bisl.getHref() },
    ],
    'General Governance': [{ label: 'CIAMO', href: paths.ciamo.getHref() }],
    'Continual Improvement': [
      { label: 'Maturity Assessment', href: paths.maturityAssessment.getHref() },
    ],
    'Architecture Management': [
      { label: 'Integration Service', href: paths.tactical.integrationService.getHref() },
    ],
    'Risk Management': [{ label: 'Control Panel', href: paths.controls.getHref() }],
    'Information Security Management': [
      { label: 'Unified Framework', href: paths.unifiedFramework.getHref() },
    ],
    'Data Model': [{ label: 'Data Model page', href: paths.strategic.dataModel.getHref() }],
    'Role Model': [{ label: 'Role Model page', href: paths.strategic.roleModel.getHref() }],
  },
  chooserLinks: [
    { label: 'BiSL for Identity & Access', href: paths.strategic.bisl.getHref() },
    { label: 'Program Management', href: paths.programManagement.getHref() },
    { label: 'CIAMO', href: paths.ciamo.getHref() },
  ],
}

export const tacticalKind: EntryKind = {
  entries: tacticalSections,
  param: 'section',
  href: (title) => paths.tactical.getHref(title),
  chooser: {
    title: 'Tactical Management',
    description:
      'To arrange: the IAM, PAM, IGA and integration services that turn strategy into working capabilities. Choose a service.',
    href: paths.tactical.getHref(),
  },
  back: home,
  related: {
    'IGA Service': [
      { label: 'IGA: Identity Governance & Administration', href: paths.tactical.iga.getHref() },
    ],
    'Integration Service': [
      { label: 'Integration Service page', href: paths.tactical.integrationService.getHref() },
    ],
    'IAM Service': [{ label: 'Directory & Resources', href: paths.directory.getHref() }],
    'PAM Service': [{ label: 'Control Panel', href: paths.controls.getHref() }],
  },
  chooserLinks: [
    { label: 'IGA: Identity Governance & Administration', href: paths.tactical.iga.getHref() },
    { label: 'Asset Management Service', href: paths.tactical.assetManagement.getHref() },
  ],
}

export const operationsKind: EntryKind = {
  entries: operationsServices,
  param: 'service',
  matchOptions: { slashesToHyphens: true },
  href: (title) => paths.operations.getHref(title),
  chooser: { ...operationsIntro, href: paths.operations.getHref() },
  back: { label: 'Back to Operations', href: paths.operations.getHref() },
  related: {
    'Onboarding Service': [{ label: 'Joiners policy', href: paths.policy.getHref('Joiners') }],
    'Crossboarding Service': [{ label: 'Movers policy', href: paths.policy.getHref('Movers') }],
    'Offboarding Service': [{ label: 'Leavers policy', href: paths.policy.getHref('Leavers') }],
    'Correction Service': [
      { label: 'Correction policy', href: paths.policy.getHref('Correction') },
    ],
    'RED/GREEN Action Service': [
      { label: 'Red Button Procedure', href: paths.policy.getHref('Red Button Procedure') },
      { label: 'Green Button Procedure', href: paths.policy.getHref('Green Button Procedure') },
    ],
    'Incident Management Service': [
      { label: 'ITIL v4 Integration', href: paths.strategic.getHref('ITIL v4 Integration') },
    ],
  },
  chooserLinks: [
    { label: 'Directory & Resources', href: paths.directory.getHref() },
    { label: 'Control Panel', href: paths.controls.getHref() },
    { label: 'Policy Management', href: paths.policy.getHref() },
    { label: 'Control Mappings', href: paths.controlMappings.getHref() },
  ],
  controlMapping: (title) => controlMappingOf('service', title),
}

export const directoryKind: EntryKind = {
  entries: directoryServices,
  param: 'service',
  href: (title) => paths.directory.getHref(title),
  chooser: { ...directoryIntro, href: paths.directory.getHref() },
  back: { label: 'Back to Directory', href: paths.directory.getHref() },
  itemsHeading: frameworkLabels.itemsHeadings.directory,
  related: {
    Resources: [
      { label: 'Asset Management Service', href: paths.tactical.assetManagement.getHref() },
    ],
    'Directory Services': [
      { label: 'Username policy', href: paths.policy.getHref('Username') },
      { label: 'Email policy', href: paths.policy.getHref('Email') },
    ],
  },
  chooserLinks: [
    { label: 'Operations services', href: paths.operations.getHref() },
    { label: 'Control Panel', href: paths.controls.getHref() },
  ],
}

export const controlsKind: EntryKind = {
  entries: controlComponents,
  param: 'component',
  href: (title) => paths.controls.getHref(title),
  chooser: { ...controlsIntro, href: paths.controls.getHref() },
  back: { label: 'Back to Control Panel', href: paths.controls.getHref() },
  itemsHeading: frameworkLabels.itemsHeadings.controls,
  related: {
    'Role Type': [
      { label: 'Function/Role Type policy', href: paths.policy.getHref('Function/Role Type') },
    ],
    'Permission Management': [
      {
        label: 'Role/Permissions Management policy',
        href: paths.policy.getHref('Role/Permissions Management'),
      },
    ],
    Role: [{ label: 'Role Model', href: paths.strategic.roleModel.getHref() }],
    Trigger: [{ label: 'Operations services', href: paths.operations.getHref() }],
    'Change Enablement': [
      { label: 'ITIL v4 Integration', href: paths.strategic.getHref('ITIL v4 Integration') },
    ],
  },
  chooserLinks: [
    { label: 'Role Model', href: paths.strategic.roleModel.getHref() },
    { label: 'Operations services', href: paths.operations.getHref() },
  ],
}
