// Search documents for the framework pages: strategic and tactical sections, operations,
// directory and controls entries, and the dedicated framework pages. Every url is the real
// page that shows the entry.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import { controlMappingKeywords } from '../../../src/content/control-mapping-lookup.ts'
import {
  bislBenefits,
  bislDomains,
  bislIntro,
  bislPrinciples,
} from '../../../src/content/framework/bisl.ts'
import {
  ciamoIntro,
  ciamoLeadershipModel,
  ciamoPath,
  ciamoResponsibilities,
  ciamoSkills,
} from '../../../src/content/framework/ciamo.ts'
import { controlComponents, controlsIntro } from '../../../src/content/framework/controls.ts'
import {
  architectureLayers,
  coreModelGroups,
  dataModelBestPractices,
  dataModelIntro,
  integrationPatterns as dataIntegrationPatterns,
} from '../../../src/content/framework/data-model.ts'
import { directoryIntro, directoryServices } from '../../../src/content/framework/directory.ts'
import {
  igaCapabilities,
  igaComponents,
  igaIntro,
  igaLifecycle,
} from '../../../src/content/framework/iga.ts'
import {
  integrationBestPractices,
  integrationComponents,
  integrationIntro,
  integrationPatterns,
} from '../../../src/content/framework/integration-service.ts'
import {
  operationsIntro,
  operationsServices,
  serviceExecutionModel,
} from '../../../src/content/framework/operations.ts'
import {
  programAreas,
  programManagementIntro,
  programPhases,
  strategicDeliverables,
  successFactors,
} from '../../../src/content/framework/program-management.ts'
import {
  roleCategories,
  roleDesignPrinciples,
  roleHierarchy,
  roleLifecyclePhases,
  roleModelIntro,
} from '../../../src/content/framework/role-model.ts'
import { strategicSections, tacticalSections } from '../../../src/content/framework/sections.ts'
import { frameworkLabels } from '../../../src/content/framework/labels.ts'
import type { FrameworkEntry, TopicGroup } from '../../../src/content/framework/types.ts'
import { paths } from '../../../src/lib/paths.ts'
import { slugify } from '../../../src/lib/slug.ts'
import { pageWithSections, standardsChoicesSection, type PageSection } from './sections.ts'

const labels = frameworkLabels.entry

const topics = (groups: readonly TopicGroup[]) =>
  groups.map((g) => `${g.title}: ${g.description} ${g.points.join('. ')}.`).join(' ')

/** Each topic a dedicated page shows under its own heading, as a section of that page. */
const topicSections = (groups: readonly TopicGroup[]): PageSection[] =>
  groups.map((g) => ({ title: g.title, text: [g.description, ...g.points] }))

function entryBody(entry: FrameworkEntry): string {
  return [
    entry.description,
    ...entry.features,
    ...entry.implementation,
    ...entry.benefits,
    ...(entry.compliance ?? []),
    ...(entry.frameworks ?? []),
    ...(entry.items ?? []).map((i) => `${i.name}: ${i.description}`),
    ...(entry.services ?? []).map(
      (s) => `${s.process}: ${s.action} on ${s.trigger} (${s.standardChange})`,
    ),
    ...(entry.strategicDeliverables ?? []),
    ...(entry.phases ?? []).map((p) => `${p.phase} (${p.duration}): ${p.description}`),
    ...standardsChoicesSection(entry.standardsChoices).text,
  ].join(' ')
}

/** Dedicated pages win over the parameter routes: entries shown there link there. */
const dedicatedPages: Record<string, string> = {
  'strategic:Data Model': paths.strategic.dataModel.getHref(),
  'strategic:Role Model': paths.strategic.roleModel.getHref(),
  'tactical:Integration Service': paths.tactical.integrationService.getHref(),
}

/** The blocks an entry page shows (EntryBody), each a section of the page. */
function entrySections(entry: FrameworkEntry, itemsHeading: string): PageSection[] {
  return [
    { title: itemsHeading, text: (entry.items ?? []).map((i) => `${i.name}: ${i.description}`) },
    { title: labels.features, text: entry.features },
    { title: labels.implementation, text: entry.implementation, supporting: true },
    { title: labels.benefits, text: entry.benefits, supporting: true },
    standardsChoicesSection(entry.standardsChoices),
    { title: labels.compliance, text: entry.compliance ?? [] },
    {
      title: labels.executionModel,
      text: (entry.services ?? []).map(
        (s) => `${s.process}: ${s.action} on ${s.trigger} (${s.standardChange}).`,
      ),
    },
    { title: labels.frameworks, text: entry.frameworks ?? [] },
    { title: labels.deliverables, text: entry.strategicDeliverables ?? [] },
    {
      title: labels.phases,
      text: (entry.phases ?? []).map((p) => `${p.phase} (${p.duration}): ${p.description}`),
    },
  ]
}

function entryDocuments(
  kind: 'strategic' | 'tactical' | 'operations' | 'directory' | 'controls',
  category: string,
  entries: readonly FrameworkEntry[],
  href: (title: string) => string,
): SearchDocument[] {
  return entries.flatMap((entry) => {
    const url = dedicatedPages[`${kind}:${entry.title}`] ?? href(entry.title)
    const page: SearchDocument = {
      id: `${kind}:${slugify(entry.title).replace(/\//g, '-')}`,
      title: entry.title,
      description: entry.description,
      body: entryBody(entry),
      category,
      url,
      keywords: [
        kind,
        ...(entry.searchTerms ?? []),
        ...(entry.items ?? []).map((i) => i.name),
        ...(kind === 'operations' ? controlMappingKeywords('service', entry.title) : []),
      ],
      priority: PRIORITY.content,
    }
    // Dedicated pages lay out their own sections; entry pages show the EntryBody blocks.
    return url === href(entry.title)
      ? pageWithSections(page, entrySections(entry, frameworkLabels.itemsHeadings[kind]))
      : [page]
  })
}

function page(
  id: string,
  url: string,
  intro: { title: string; description: string },
  body: string,
  keywords: string[],
  category = 'Framework',
): SearchDocument {
  return {
    id: `framework:${id}`,
    title: intro.title,
    description: intro.description,
    body,
    category,
    url,
    keywords,
    priority: PRIORITY.content,
  }
}

export function frameworkSectionDocuments(): SearchDocument[] {
  return [
    ...entryDocuments(
      'strategic',
      'Strategic Management',
      strategicSections,
      paths.strategic.getHref,
    ),
    ...entryDocuments('tactical', 'Tactical Management', tacticalSections, paths.tactical.getHref),
    ...entryDocuments('operations', 'Operations', operationsServices, paths.operations.getHref),
    ...entryDocuments('directory', 'Directory', directoryServices, paths.directory.getHref),
    ...entryDocuments('controls', 'Controls', controlComponents, paths.controls.getHref),
    page(
      'operations',
      paths.operations.getHref(),
      operationsIntro,
      Object.values(serviceExecutionModel)
        .map(
          (s) => `${s.process} (${s.service}): ${s.action} on ${s.trigger}, ${s.standardChange}.`,
        )
        .join(' '),
      ['joiner', 'mover', 'leaver', 'JML', 'standard change', 'lifecycle'],
      'Operations',
    ),
    page(
      'directory',
      paths.directory.getHref(),
      directoryIntro,
      directoryServices.map((e) => e.description).join(' '),
      ['directory'],
      'Directory',
    ),
    page(
      'controls',
      paths.controls.getHref(),
      controlsIntro,
      controlComponents.map((e) => e.description).join(' '),
      ['controls', 'role model'],
      'Controls',
    ),
    ...pageWithSections(
      page(
        'data-model',
        paths.strategic.dataModel.getHref(),
        dataModelIntro,
        [
          ...coreModelGroups.map(
            (g) => `${g.title}: ${g.entities.map((e) => `${e.name} ${e.description}`).join(' ')}`,
          ),
          topics(architectureLayers),
          topics(dataIntegrationPatterns),
          ...dataModelBestPractices,
        ].join(' '),
        ['data model', 'SCIM', 'identity attributes', 'architecture layers'],
      ),
      [
        ...coreModelGroups.map((g) => ({
          title: g.title,
          text: [g.description, ...g.entities.map((e) => `${e.name}: ${e.description}`)],
        })),
        ...topicSections(architectureLayers),
        ...topicSections(dataIntegrationPatterns),
      ],
    ),
    // The role model's and IGA's topics (business and birthright roles, segregation of duties,
    // access certification, joiner, mover, leaver) stay inside their page: as sections of their
    // own they outranked the policies and services written about those concepts.
    page(
      'role-model',
      paths.strategic.roleModel.getHref(),
      roleModelIntro,
      [
        ...roleHierarchy.flatMap((l) =>
          l.roles.map(
            (r) => `${r.name} (${l.level}): ${r.scope}. ${r.responsibilities.join('. ')}.`,
          ),
        ),
        ...roleDesignPrinciples,
        topics(roleCategories),
        topics(roleLifecyclePhases),
      ].join(' '),
      ['RBAC', 'role mining', 'CISO', 'IAM Lead', 'roles'],
    ),
    ...pageWithSections(
      page(
        'bisl',
        paths.strategic.bisl.getHref(),
        bislIntro,
        [topics(bislDomains), ...bislPrinciples, ...bislBenefits].join(' '),
        ['BiSL', 'Business Information Services Library', 'information management'],
      ),
      topicSections(bislDomains),
    ),
    ...pageWithSections(
      page(
        'program-management',
        paths.programManagement.getHref(),
        programManagementIntro,
        [
          ...strategicDeliverables,
          topics(programAreas),
          ...programPhases.map((p) => `${p.phase} (${p.duration}): ${p.description}`),
          ...successFactors.map((f) => `${f.factor} (${f.importance}): ${f.description}`),
        ].join(' '),
        ['programme', 'program', 'roadmap', 'success factors'],
      ),
      topicSections(programAreas),
    ),
    ...pageWithSections(
      page(
        'ciamo',
        paths.ciamo.getHref(),
        ciamoIntro,
        [
          topics(ciamoLeadershipModel),
          ...ciamoResponsibilities,
          topics(ciamoSkills),
          ...ciamoPath.map((l) => `Level ${l.level} ${l.title} (${l.duration}): ${l.description}`),
        ].join(' '),
        ['CIAMO', 'executive', 'leadership', 'career path'],
      ),
      [...topicSections(ciamoLeadershipModel), ...topicSections(ciamoSkills)],
    ),
    ...pageWithSections(
      page(
        'integration-service',
        paths.tactical.integrationService.getHref(),
        integrationIntro,
        [
          topics(integrationComponents),
          topics(integrationPatterns),
          topics(integrationBestPractices),
        ].join(' '),
        ['SCIM', 'connectors', 'federation', 'SAML', 'OpenID Connect', 'API'],
      ),
      [
        ...topicSections(integrationComponents),
        ...topicSections(integrationPatterns),
        ...topicSections(integrationBestPractices),
      ],
    ),
    page(
      'iga',
      paths.tactical.iga.getHref(),
      igaIntro,
      [
        topics(igaComponents),
        ...igaLifecycle.map(
          (c) => `${c.execution.process}: ${c.description} ${c.steps.join('. ')}.`,
        ),
        topics(igaCapabilities),
      ].join(' '),
      ['IGA', 'identity governance', 'access certification', 'SoD', 'JML'],
    ),
  ]
}
