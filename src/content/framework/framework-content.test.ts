// Framework content: every field is filled in, and the counts, titles,
// prices and durations published for the framework hold.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { bislDomains, bislPhases, bislPrinciples, bislBenefits } from './bisl.ts'
import {
  ciamoLeadershipModel,
  ciamoMetrics,
  ciamoPath,
  ciamoResponsibilities,
  ciamoSkills,
} from './ciamo.ts'
import { controlComponents } from './controls.ts'
import {
  architectureLayers,
  coreModelGroups,
  dataModelBestPractices,
  integrationPatterns as dataIntegrationPatterns,
} from './data-model.ts'
import { directoryServices } from './directory.ts'
import { igaCapabilities, igaComponents, igaLifecycle } from './iga.ts'
import {
  integrationBestPractices,
  integrationComponents,
  integrationPatterns,
} from './integration-service.ts'
import { operationsServices, serviceExecutionModel } from './operations.ts'
import {
  programAreas,
  programManagementPricing,
  programMetrics,
  programPhases,
  strategicDeliverables,
  successFactors,
} from './program-management.ts'
import {
  roleCategories,
  roleDesignPrinciples,
  roleHierarchy,
  roleLifecyclePhases,
} from './role-model.ts'
import { strategicSections, tacticalSections } from './sections.ts'
import { allStakeholders } from './stakeholders.ts'

const text = z.string().trim().min(3)
const bullets = z.array(text).min(5).max(8)
const list = (min: number) => z.array(text).min(min)

const phase = z.strictObject({
  phase: text,
  duration: text,
  description: text,
  deliverables: list(1),
  stakeholders: z.array(z.enum(allStakeholders as [string, ...string[]])).min(1),
  tools: list(1),
})
const serviceExecution = z.strictObject({
  service: text,
  process: text,
  action: text,
  trigger: text,
  standardChange: text,
})
const namedItem = z.strictObject({ name: text, description: text })
const entry = z.strictObject({
  title: text,
  icon: text,
  color: text,
  description: z.string().min(80),
  searchTerms: list(1).optional(),
  features: bullets,
  implementation: bullets,
  benefits: bullets,
  compliance: list(1).optional(),
  frameworks: list(1).optional(),
  pricing: z.strictObject({ certification: text, inHouse: text, duration: text }).optional(),
  strategicDeliverables: list(6).optional(),
  phases: z.array(phase).min(1).optional(),
  services: z.array(serviceExecution).min(1).optional(),
  items: z.array(namedItem).min(1).optional(),
  standardsChoices: z
    .array(z.strictObject({ rule: text, follows: text, why: text }))
    .min(1)
    .optional(),
})
const topic = z.strictObject({ title: text, description: text, points: list(2) })
const metric = z.strictObject({ metric: text, target: text, description: text })
const roleEntry = z.strictObject({
  name: text,
  scope: text,
  responsibilities: list(2),
  access_level: text,
  reporting: text,
})

const titles = (entries: { title: string }[]) => entries.map((e) => e.title)

describe('framework entries', () => {
  const all = [
    ...strategicSections,
    ...tacticalSections,
    ...operationsServices,
    ...directoryServices,
    ...controlComponents,
  ]
  it.each(all.map((e) => [e.title, e] as const))('%s has every field filled in', (_t, e) => {
    entry.parse(e)
  })

  it('has the ten strategic sections', () => {
    expect(titles(strategicSections)).toEqual([
      'General Governance',
      'Continual Improvement',
      'Architecture Management',
      'Risk Management',
      'Information Security Management',
      'ITIL v4 Integration',
      'Program Management',
      'Law & Regulations',
      'Data Model',
      'Role Model',
    ])
  })

  it('has the four tactical sections, without frameworks or pricing', () => {
    expect(titles(tacticalSections)).toEqual([
      'IAM Service',
      'PAM Service',
      'IGA Service',
      'Integration Service',
    ])
    for (const s of tacticalSections) {
      expect(s.frameworks).toBeUndefined()
      expect(s.pricing).toBeUndefined()
    }
  })

  it('has exactly six operations services, five controls and two directory entries', () => {
    expect(titles(operationsServices)).toEqual([
      'Incident Management Service',
      'Onboarding Service',
      'Crossboarding Service',
      'Offboarding Service',
      'Correction Service',
      'RED/GREEN Action Service',
    ])
    expect(titles(controlComponents)).toEqual([
      'Role Type',
      'Permission Management',
      'Role',
      'Trigger',
      'Change Enablement',
    ])
    expect(titles(directoryServices)).toEqual(['Directory Services', 'Resources'])
  })

  it('lists the directory services and control items', () => {
    const names = (title: string, from: typeof directoryServices) =>
      from.find((e) => e.title === title)?.items?.map((i) => i.name)
    expect(names('Directory Services', directoryServices)).toEqual([
      'Directory account(s)',
      'Email account(s)',
      'User management',
    ])
    expect(names('Resources', directoryServices)).toEqual([
      'Application/Software',
      'Endpoints/Hardware',
      'Mailbox',
    ])
    expect(names('Role Type', controlComponents)).toContain('Role Type-Privileged')
    expect(names('Role', controlComponents)).toEqual(['File', 'Project', 'Service'])
    expect(names('Trigger', controlComponents)).toEqual([
      'Time record',
      'Change in HR function',
      'End date',
    ])
    for (const e of controlComponents) expect(e.items?.length).toBeGreaterThan(0)
  })

  it('prices Program Management exactly as published', () => {
    expect(programManagementPricing).toEqual({
      certification: '$45,000',
      inHouse: '$12,000 - $45,000',
      duration: '3-12 months',
    })
    const section = strategicSections.find((s) => s.title === 'Program Management')
    expect(section?.pricing).toEqual(programManagementPricing)
    expect(strategicSections.filter((s) => s.pricing)).toHaveLength(1)
  })
})

describe('service execution model', () => {
  it('has the lifecycle processes with their actions, triggers and standard changes', () => {
    const m = serviceExecutionModel
    expect(m.joiner).toMatchObject({
      service: 'Onboarding Service',
      action: 'Provision',
      trigger: 'New ID record',
      standardChange: 'Joiner Standard Change',
    })
    expect(m.mover).toMatchObject({
      service: 'Crossboarding Service',
      trigger: 'Change in HR function',
      standardChange: 'Mover Standard Change (IST/SOLL)',
    })
    expect(m.mover.action).toMatch(/deprovision with grace period, then provision/i)
    expect(m.leaver).toMatchObject({
      service: 'Offboarding Service',
      action: 'Deprovision',
      trigger: 'End date',
      standardChange: 'Leaver Standard Change',
    })
    expect(m.correction).toMatchObject({
      trigger: 'Error, fault or double',
      standardChange: 'Correction Standard Change',
    })
    expect(m.red.action).toBe('Immediate deprovision')
    expect(m.green.action).toBe('Immediate provision')
    expect(m.red.standardChange).not.toBe(m.green.standardChange)
    expect(m.incident.process).toBe('Incident Management')
  })

  it('gives every operations service its rows, each naming that service', () => {
    for (const s of operationsServices) {
      expect(s.services?.length).toBeGreaterThan(0)
      for (const row of s.services ?? []) expect(row.service).toBe(s.title)
    }
  })
})

describe('dedicated pages', () => {
  it('program management: six deliverables, four areas, four phases with exact durations', () => {
    expect(strategicDeliverables).toHaveLength(6)
    z.array(topic).length(4).parse(programAreas)
    z.array(phase).parse(programPhases)
    expect(programPhases.map((p) => p.duration)).toEqual([
      '4-8 weeks',
      '6-12 weeks',
      '12-36 months',
      '4-8 weeks',
    ])
    expect(successFactors.some((f) => f.importance === 'Critical')).toBe(true)
    for (const f of successFactors) {
      text.parse(f.factor)
      text.parse(f.description)
      list(2).parse(f.strategies)
    }
    z.array(metric).min(4).parse(programMetrics)
  })

  it('BiSL: three domains and four phases of 4-8, 6-12, 8-16 and 12-24 weeks', () => {
    z.array(topic).length(3).parse(bislDomains)
    z.array(phase).parse(bislPhases)
    expect(bislPhases.map((p) => p.duration)).toEqual([
      '4-8 weeks',
      '6-12 weeks',
      '8-16 weeks',
      '12-24 weeks',
    ])
    list(4).parse(bislPrinciples)
    list(4).parse(bislBenefits)
  })

  it('CIAMO: four-level path of 2-4 months, 3-5 months, 3-5 months, ongoing', () => {
    expect(ciamoPath.map((l) => l.duration)).toEqual([
      '2-4 months',
      '3-5 months',
      '3-5 months',
      'ongoing',
    ])
    expect(ciamoPath.map((l) => l.level)).toEqual([1, 2, 3, 4])
    for (const l of ciamoPath) {
      text.parse(l.title)
      text.parse(l.description)
      list(2).parse(l.requirements)
    }
    z.array(topic).min(3).parse(ciamoLeadershipModel)
    z.array(topic).min(3).parse(ciamoSkills)
    list(5).parse(ciamoResponsibilities)
    z.array(metric).min(3).parse(ciamoMetrics)
  })

  it('data model: identity, access and governance groups, four layers, four patterns', () => {
    expect(coreModelGroups.map((g) => g.id)).toEqual(['identity', 'access', 'governance'])
    for (const g of coreModelGroups) z.array(namedItem).min(3).parse(g.entities)
    z.array(topic).length(4).parse(architectureLayers)
    z.array(topic).length(4).parse(dataIntegrationPatterns)
    list(5).parse(dataModelBestPractices)
  })

  it('role model: four levels with complete role entries, principles, categories, four phases', () => {
    expect(roleHierarchy.map((l) => l.level)).toEqual([
      'Executive',
      'Management',
      'Specialist',
      'Operational',
    ])
    for (const l of roleHierarchy) z.array(roleEntry).min(1).parse(l.roles)
    list(5).parse(roleDesignPrinciples)
    z.array(topic).min(3).parse(roleCategories)
    z.array(topic).length(4).parse(roleLifecyclePhases)
  })

  it('integration service and IGA: the published counts', () => {
    z.array(topic).length(4).parse(integrationComponents)
    z.array(topic).length(4).parse(integrationPatterns)
    z.array(topic).length(4).parse(integrationBestPractices)
    z.array(topic).length(3).parse(igaComponents)
    for (const c of igaComponents) expect(c.points).toHaveLength(3)
    expect(igaLifecycle.map((c) => c.execution.process)).toEqual(['Joiner', 'Mover', 'Leaver'])
    z.array(topic).length(4).parse(igaCapabilities)
  })

  it('phase stakeholders are the framework roles', () => {
    expect(allStakeholders).toEqual([
      'CISO',
      'CIO',
      'IAM Lead',
      'Enterprise Architect',
      'IAM SME',
      'IAM Engineers',
      'DevOps',
      'ITSM Team',
      'Service Manager',
      'SOC Team',
    ])
  })
})
