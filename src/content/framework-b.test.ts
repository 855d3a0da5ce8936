// Content contract for policies, asset management, law & regulations, the unified framework
// and the roadmap: zod schemas, the counts and the exact published figures.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { matchParam } from '../lib/match-param.ts'
import { paths } from '../lib/paths.ts'
import {
  assetLifecyclePhases,
  capabilityGroups,
  resourceCategories,
  resourceTypes,
} from './asset-management.ts'
import { allRegulations, complianceAreas, implementationGuidance } from './law-regulations.ts'
import { policies } from './policies.ts'
import { roadmapPhases, roadmapTotals, strategicDeliverables } from './roadmap.ts'
import {
  controlLayers,
  deliverableGroups,
  frameworkAcronyms,
  capabilityFunctions,
  csfFunctions,
} from './unified-framework.ts'

const text = z.string().trim().min(2)
const distinctTexts = (count: number) =>
  z
    .array(text)
    .length(count)
    .refine((items) => new Set(items).size === items.length, 'items must be distinct')
const nonEmptyTexts = z.array(text).min(1)

const policySchema = z.object({
  title: text,
  icon: text,
  color: text,
  description: text,
  features: distinctTexts(6),
  implementation: distinctTexts(6),
  benefits: distinctTexts(6),
  standardsChoices: z
    .array(z.strictObject({ rule: text, follows: text, why: text }))
    .min(1)
    .optional(),
})

describe('policies', () => {
  it('are the 16 policies of the spec, each with 6 distinct features, steps and benefits', () => {
    expect(policies.map((p) => p.title)).toEqual([
      'Name/Lastname/Initials/Display',
      'Preferred Name',
      'Username',
      'Email',
      'Function/Role Type',
      'Role/Permissions Management',
      'Asset Management/CMDB',
      'HR',
      '3rd Party Registration',
      'Red Button Procedure',
      'Green Button Procedure',
      'Account Disabled/Deletion',
      'Joiners',
      'Movers',
      'Leavers',
      'Correction',
    ])
    for (const policy of policies) policySchema.parse(policy)
  })
  it('have clean, unique slugs', () => {
    const hrefs = policies.map((p) => paths.policy.getHref(p.title))
    expect(new Set(hrefs).size).toBe(16)
    for (const href of hrefs) expect(href).toMatch(/^\/policy\/[a-z0-9-]+$/)
    expect(hrefs).toContain('/policy/name-lastname-initials-display')
    expect(hrefs).toContain('/policy/3rd-party-registration')
  })
  it('match their own slug and an encoded-slash title', () => {
    const match = (param: string) =>
      matchParam(param, policies, (p) => p.title, { slashesToHyphens: true })?.title
    for (const policy of policies) {
      expect(match(paths.policy.getHref(policy.title).slice('/policy/'.length))).toBe(policy.title)
      expect(match(encodeURIComponent(policy.title))).toBe(policy.title)
    }
    expect(match('Name%2FLastname%2FInitials%2FDisplay')).toBe('Name/Lastname/Initials/Display')
  })
})

describe('asset management', () => {
  const resourceSchema = z.object({
    slug: z.string().regex(/^[a-z-]+$/),
    title: text,
    category: text,
    description: text,
    attributes: nonEmptyTexts,
    ownership: text,
    accessGovernance: nonEmptyTexts,
    lifecycle: nonEmptyTexts,
    relatedPolicies: nonEmptyTexts,
  })

  it('has the 13 resource types in the four categories of the spec', () => {
    expect(resourceCategories.map((c) => c.title)).toEqual([
      'Technology',
      'Organizational',
      'Information',
      'Access and Rights',
    ])
    const byCategory = Object.fromEntries(
      resourceCategories.map((c) => [
        c.title,
        resourceTypes.filter((r) => r.category === c.title).map((r) => r.title),
      ]),
    )
    expect(byCategory).toEqual({
      Technology: ['Application/Software', 'Data sources', 'Endpoints/Hardware', 'Security Group'],
      Organizational: ['Department', 'Collaboration', 'Physical'],
      Information: ['File', 'Project', 'Service', 'Mailbox'],
      'Access and Rights': ['Rights & Permissions', 'Mandate & delegate'],
    })
    expect(resourceTypes.map((r) => r.slug)).toEqual([
      'application-software',
      'data-sources',
      'endpoints-hardware',
      'security-groups',
      'departments',
      'collaboration',
      'physical',
      'files',
      'projects',
      'services',
      'mailboxes',
      'rights-permissions',
      'mandate-delegate',
    ])
    for (const resource of resourceTypes) resourceSchema.parse(resource)
  })
  it('links only to policies that exist', () => {
    const titles = new Set(policies.map((p) => p.title))
    for (const resource of resourceTypes)
      for (const policy of resource.relatedPolicies) expect(titles).toContain(policy)
  })
  it('has four capability groups and the four lifecycle phases in order', () => {
    expect(capabilityGroups).toHaveLength(4)
    for (const group of capabilityGroups) nonEmptyTexts.parse(group.capabilities)
    expect(assetLifecyclePhases.map((p) => p.title)).toEqual([
      'Discovery',
      'Classification',
      'Management',
      'Retirement',
    ])
  })
})

describe('law and regulations', () => {
  it('lists the nine regimes, each complete with a High or Medium impact', () => {
    const schema = z.object({
      name: text,
      description: text,
      scope: text,
      impact: z.enum(['High', 'Medium']),
      requirements: nonEmptyTexts,
    })
    const regulations = allRegulations()
    expect(regulations.map((r) => r.name).sort()).toEqual(
      [
        'GDPR',
        'CCPA',
        'HIPAA',
        'SOX',
        'PCI DSS',
        'FISMA',
        'NIS Directive',
        'PIPEDA',
        'ISO 27001',
      ].sort(),
    )
    for (const regulation of regulations) schema.parse(regulation)
  })
  it('has four compliance areas and three guidance steps', () => {
    expect(complianceAreas).toHaveLength(4)
    expect(implementationGuidance.map((s) => s.step)).toEqual([1, 2, 3])
  })
})

describe('unified framework', () => {
  it('has the nine acronyms with full name, focus and layer', () => {
    expect(frameworkAcronyms.map((a) => a.acronym)).toEqual([
      'ISPM',
      'ITDR',
      'IVIP',
      'IGA',
      'PAM',
      'CIAM',
      'IAM',
      'LBAC',
      'ZTNA',
    ])
    const layers = new Set(controlLayers.map((l) => l.name))
    for (const acronym of frameworkAcronyms) {
      z.object({ acronym: text, fullName: text, focus: text, layer: text }).parse(acronym)
      expect(layers).toContain(acronym.layer)
    }
  })
  it('maps every capability function to NIST CSF 2.0 and covers all six CSF functions', () => {
    const covered = new Set(capabilityFunctions.flatMap((fn) => fn.csf.map((m) => m.function)))
    expect([...covered].sort()).toEqual(Object.keys(csfFunctions).sort())
    for (const fn of capabilityFunctions)
      for (const mapping of fn.csf) {
        expect(mapping.categories.length, fn.name).toBeGreaterThan(0)
        for (const category of mapping.categories)
          expect(category, fn.name).toMatch(new RegExp(`^${mapping.function}\\.[A-Z]{2} [A-Z]`))
      }
  })

  it('has five capability functions and seven control layers in order', () => {
    expect(capabilityFunctions.map((s) => s.name)).toEqual([
      'Prevent',
      'Detect',
      'Respond',
      'Recover',
      'Evolve',
    ])
    for (const fn of capabilityFunctions) nonEmptyTexts.parse(fn.activities)
    expect(controlLayers.map((l) => l.name)).toEqual([
      'Core',
      'Governance',
      'Privileged',
      'Posture',
      'Detection',
      'Context',
      'Resilience',
    ])
    for (const layer of controlLayers) nonEmptyTexts.parse(layer.technologies)
    expect(deliverableGroups.map((g) => g.title)).toEqual([
      'Audit Controls',
      'Dashboards',
      'Maturity Assessments',
      'Playbooks',
    ])
  })
})

describe('implementation roadmap', () => {
  it('has five phases in order with the exact published durations', () => {
    expect(roadmapPhases.map((p) => [p.number, p.phase, p.duration])).toEqual([
      [1, 'RFP & Readiness', '2-3 weeks'],
      [2, 'Architecture & Design', '4-6 weeks'],
      [3, 'Implementation', '8-10 weeks'],
      [4, 'Operationalization', '2-4 weeks'],
      [5, 'Managed Service (BAU)', '12 months (12+ months)'],
    ])
    for (const phase of roadmapPhases) {
      nonEmptyTexts.parse(phase.deliverables)
      nonEmptyTexts.parse(phase.stakeholders)
      nonEmptyTexts.parse(phase.tools)
    }
  })
  it('has six strategic deliverables and the exact totals', () => {
    expect(strategicDeliverables).toHaveLength(6)
    expect(roadmapTotals.summary).toBe(
      'Total 16-23 weeks plus 12 months; investment range $12,000 - $45,000',
    )
  })
})
