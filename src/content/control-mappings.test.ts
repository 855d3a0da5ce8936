// Control mappings: every policy and every operations service has one, every control id is
// well-formed and exists in its standard's version, and the mappings agree with what the
// policies and services say.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  controlCatalog,
  controlStandards,
  everyPolicyMapsTo,
  MAPPINGS_CHECKED_ON,
  policyControlMappings,
  serviceControlMappings,
  type StandardId,
} from './control-mappings.ts'
import { crosswalkRows, mappedItems, type MappedItem } from './control-mapping-crosswalk.ts'
import { controlMappingKeywords, controlMappingOf } from './control-mapping-lookup.ts'
import { operationsServices } from './framework/operations.ts'
import { policies } from './policies.ts'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** NIST SP 800-53 Rev. 5 (release 5.1.1): families and their highest base control number. */
const nistFamilies: Record<string, number> = {
  AC: 25,
  AT: 6,
  AU: 16,
  CA: 9,
  CM: 14,
  CP: 13,
  IA: 13,
  IR: 10,
  MA: 7,
  MP: 8,
  PE: 23,
  PL: 11,
  PM: 32,
  PS: 9,
  PT: 8,
  RA: 10,
  SA: 23,
  SC: 51,
  SI: 23,
  SR: 12,
}

/** NIST CSF 2.0: the subcategory numbers of each category (withdrawn numbers left out). */
const csfSubcategories: Record<string, number[]> = {
  'GV.OC': range(1, 5),
  'GV.RM': range(1, 7),
  'GV.RR': range(1, 4),
  'GV.PO': range(1, 2),
  'GV.OV': range(1, 3),
  'GV.SC': range(1, 10),
  'ID.AM': [1, 2, 3, 4, 5, 7, 8],
  'ID.RA': range(1, 10),
  'ID.IM': range(1, 4),
  'PR.AA': range(1, 6),
  'PR.AT': range(1, 2),
  'PR.DS': [1, 2, 10, 11],
  'PR.PS': range(1, 6),
  'PR.IR': range(1, 4),
  'DE.CM': [1, 2, 3, 6, 9],
  'DE.AE': [2, 3, 4, 6, 7, 8],
  'RS.MA': range(1, 5),
  'RS.AN': [3, 6, 7, 8],
  'RS.CO': [2, 3],
  'RS.MI': [1, 2],
  'RC.RP': range(1, 6),
  'RC.CO': [3, 4],
}

/** ISO/IEC 27001:2022 Annex A: controls per theme (5 organizational … 8 technological). */
const isoThemes: Record<string, number> = { '5': 37, '6': 8, '7': 14, '8': 34 }

/** CIS Controls v8.1: safeguards per control. */
const cisSafeguards = [5, 7, 14, 12, 6, 8, 7, 12, 7, 7, 5, 8, 11, 9, 7, 14, 9, 5]

/** Whether `id` is a control of the standard's version, by its numbering scheme. */
const knownIn: Record<StandardId, (id: string) => boolean> = {
  'nist-800-53': (id) => {
    const m = /^([A-Z]{2})-(\d{1,2})(?:\((\d{1,2})\))?$/.exec(id)
    return !!m && m[1]! in nistFamilies && Number(m[2]) >= 1 && Number(m[2]) <= nistFamilies[m[1]!]!
  },
  'nist-csf': (id) => {
    const m = /^([A-Z]{2}\.[A-Z]{2})-(\d{2})$/.exec(id)
    return !!m && (csfSubcategories[m[1]!] ?? []).includes(Number(m[2]))
  },
  'iso-27001': (id) => {
    const m = /^A\.([5-8])\.(\d{1,2})$/.exec(id)
    return !!m && Number(m[2]) >= 1 && Number(m[2]) <= isoThemes[m[1]!]!
  },
  'cis-controls': (id) => {
    const m = /^(\d{1,2})\.(\d{1,2})$/.exec(id)
    if (!m) return false
    const safeguards = cisSafeguards[Number(m[1]) - 1]
    return safeguards !== undefined && Number(m[2]) >= 1 && Number(m[2]) <= safeguards
  },
  'pci-dss': (id) => {
    const m = /^(\d{1,2})(\.\d{1,2}){1,3}$/.exec(id)
    return !!m && Number(m[1]) >= 1 && Number(m[1]) <= 12
  },
}

const standardIds = controlStandards.map((s) => s.id) as [StandardId, ...StandardId[]]

const standardSchema = z.strictObject({
  id: z.enum(standardIds),
  label: z.string().min(3),
  name: z.string().min(3),
  version: z.string().min(1),
  publisher: z.string().min(3),
  titleKind: z.enum(['title', 'statement']),
  searchPrefix: z.string().min(2),
  source: z.url({ protocol: /^https$/ }),
})

const catalogSchema = z.object(
  Object.fromEntries(
    standardIds.map((standard) => [
      standard,
      z.record(
        z.string().refine(knownIn[standard], { message: `not a ${standard} control id` }),
        z.string().trim().min(3).max(300),
      ),
    ]),
  ),
)

const idsOf = (standard: StandardId) =>
  Object.keys(controlCatalog[standard]) as [string, ...string[]]
const idList = (standard: StandardId) =>
  z
    .array(z.enum(idsOf(standard)))
    .refine((ids) => new Set(ids).size === ids.length, 'an id is listed twice')

const mappingSchema = z.strictObject({
  'nist-800-53': idList('nist-800-53').min(1),
  'nist-csf': idList('nist-csf').min(1),
  'iso-27001': idList('iso-27001').min(1),
  'cis-controls': idList('cis-controls').min(1),
  'pci-dss': idList('pci-dss').min(1).optional(),
})

describe('control mapping data', () => {
  it('describes five standards with their versions and sources', () => {
    expect(z.array(standardSchema).parse(controlStandards)).toHaveLength(5)
    expect(controlStandards.map((s) => s.label)).toEqual([
      'NIST SP 800-53 Rev. 5',
      'NIST CSF 2.0',
      'ISO/IEC 27001:2022',
      'CIS Controls v8.1',
      'PCI DSS v4.0.1',
    ])
    expect(MAPPINGS_CHECKED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('holds only well-formed ids that exist in each standard version', () => {
    expect(() => catalogSchema.parse(controlCatalog)).not.toThrow()
    for (const standard of standardIds)
      expect(Object.keys(controlCatalog[standard]).length).toBeGreaterThan(0)
  })

  it('rejects ids outside a standard (the check can fail)', () => {
    expect(knownIn['nist-800-53']('AC-26')).toBe(false)
    expect(knownIn['nist-800-53']('XY-2')).toBe(false)
    expect(knownIn['nist-csf']('ID.AM-06')).toBe(false)
    expect(knownIn['nist-csf']('PR.AC-01')).toBe(false)
    expect(knownIn['iso-27001']('A.5.38')).toBe(false)
    expect(knownIn['iso-27001']('A.9.2.1')).toBe(false)
    expect(knownIn['cis-controls']('5.7')).toBe(false)
    expect(knownIn['cis-controls']('19.1')).toBe(false)
    expect(knownIn['pci-dss']('13.1')).toBe(false)
    expect(knownIn['nist-800-53']('AC-2(13)')).toBe(true)
  })

  it('maps every id to a catalog control, once per standard', () => {
    for (const [slug, mapping] of [
      ...Object.entries(policyControlMappings),
      ...Object.entries(serviceControlMappings),
    ])
      expect(() => mappingSchema.parse(mapping), slug).not.toThrow()
    for (const [standard, ids] of Object.entries(everyPolicyMapsTo))
      for (const id of ids) expect(controlCatalog[standard as StandardId]).toHaveProperty([id])
  })

  it('gives every policy and every operations service a mapping, and nothing else', () => {
    const items = mappedItems()
    expect(items.filter((i) => i.kind === 'policy')).toHaveLength(policies.length)
    expect(items.filter((i) => i.kind === 'service')).toHaveLength(operationsServices.length)
    for (const item of items) {
      const mapping = controlMappingOf(item.kind, item.title)
      expect(mapping, `${item.kind} ${item.title}`).toBeDefined()
      expect(mapping!.map((m) => m.standard.id).slice(0, 4)).toEqual(standardIds.slice(0, 4))
    }
    const slugs = (kind: MappedItem['kind']) =>
      items.filter((i) => i.kind === kind).map((i) => i.slug)
    expect(Object.keys(policyControlMappings).sort()).toEqual(slugs('policy').sort())
    expect(Object.keys(serviceControlMappings).sort()).toEqual(slugs('service').sort())
  })

  it('cites every catalog control in at least one mapping', () => {
    const cited = new Set(crosswalkRows().map((r) => `${r.standard.id} ${r.control.id}`))
    for (const standard of standardIds)
      for (const id of Object.keys(controlCatalog[standard]))
        expect(cited.has(`${standard} ${id}`), `${standard} ${id}`).toBe(true)
  })
})

/**
 * Topic rules that keep the mappings honest: a control of the topic is only mapped to an item
 * whose text speaks of it, and (where `required`) an item that speaks of it must be mapped.
 */
const topicRules: {
  topic: RegExp
  controls: [StandardId, string][]
  required: boolean
}[] = [
  {
    topic: /screen/i,
    controls: [
      ['nist-800-53', 'PS-3'],
      ['iso-27001', 'A.6.1'],
      ['pci-dss', '12.7.1'],
    ],
    required: true,
  },
  {
    topic: /proofing|proofed/i,
    controls: [
      ['nist-800-53', 'IA-12'],
      ['nist-csf', 'PR.AA-02'],
    ],
    required: true,
  },
  {
    topic: /inactiv|dormant/i,
    controls: [
      ['cis-controls', '5.3'],
      ['pci-dss', '8.2.6'],
    ],
    required: true,
  },
  {
    topic: /segregation|\bSoD\b/i,
    controls: [
      ['nist-800-53', 'AC-5'],
      ['iso-27001', 'A.5.3'],
    ],
    required: false,
  },
  {
    topic: /third.part|contractor|supplier/i,
    controls: [
      ['nist-800-53', 'PS-7'],
      ['nist-csf', 'GV.SC-07'],
      ['iso-27001', 'A.5.19'],
      ['cis-controls', '15.4'],
      ['pci-dss', '8.2.7'],
    ],
    required: false,
  },
  {
    topic: /badge|physical/i,
    controls: [
      ['nist-800-53', 'PE-2'],
      ['nist-csf', 'PR.AA-06'],
      ['iso-27001', 'A.7.2'],
      ['pci-dss', '9.3.1.1'],
    ],
    required: false,
  },
  {
    topic: /incident/i,
    controls: [
      ['nist-800-53', 'IR-4'],
      ['nist-csf', 'RS.MI-01'],
      ['iso-27001', 'A.5.26'],
      ['cis-controls', '17.4'],
      ['pci-dss', '12.10.1'],
    ],
    required: false,
  },
  {
    topic: /standard change/i,
    controls: [
      ['nist-800-53', 'CM-3'],
      ['iso-27001', 'A.8.32'],
    ],
    required: false,
  },
]

const entryOf = (item: MappedItem) =>
  (item.kind === 'policy' ? policies : operationsServices).find((e) => e.title === item.title)!

/** Everything the item's page says: description, features, steps, benefits, standards choices. */
const itemText = (item: MappedItem) => {
  const entry = entryOf(item)
  return [
    item.title,
    item.description,
    ...item.features,
    ...item.implementation,
    ...entry.benefits,
    ...(entry.standardsChoices ?? []).flatMap((c) => [c.rule, c.follows, c.why]),
  ].join(' ')
}

/** How each standard's ids are written in running text. */
const idInText: Record<StandardId, RegExp> = {
  'nist-800-53': /\b[A-Z]{2}-\d{1,2}(?:\(\d{1,2}\))?/g,
  'nist-csf': /\b[A-Z]{2}\.[A-Z]{2}-\d{2}\b/g,
  'iso-27001': /\bA\.\d\.\d{1,2}\b/g,
  'cis-controls': /\b\d{1,2}\.\d{1,2}\b/g,
  'pci-dss': /\b\d{1,2}(?:\.\d{1,2}){1,3}\b/g,
}

/** The controls a text cites by standard, e.g. "ISO/IEC 27001:2022 A.5.18 and A.6.5". */
function citedControls(text: string): [StandardId, string][] {
  const starts = controlStandards
    .flatMap((s) =>
      [...text.matchAll(new RegExp(s.label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g'))].map(
        (m) => ({ standard: s.id, at: m.index }),
      ),
    )
    .sort((a, b) => a.at - b.at)
  return starts.flatMap(({ standard, at }, i) => {
    const segment = text
      .slice(at, starts[i + 1]?.at ?? text.length)
      .slice(controlStandards.find((s) => s.id === standard)!.label.length)
    return [...segment.matchAll(idInText[standard])].map((m): [StandardId, string] => [
      standard,
      m[0],
    ])
  })
}

describe('mappings agree with the policy and service texts', () => {
  const items = mappedItems()
  for (const rule of topicRules) {
    it(`maps ${rule.controls.map(([, id]) => id).join(', ')} only where the text is about ${rule.topic}`, () => {
      for (const item of items) {
        const mapping = controlMappingOf(item.kind, item.title) ?? []
        const has = (standard: StandardId, id: string) =>
          mapping.some((m) => m.standard.id === standard && m.controls.some((c) => c.id === id))
        const speaksOfTopic = rule.topic.test(itemText(item))
        for (const [standard, id] of rule.controls) {
          if (has(standard, id))
            expect(speaksOfTopic, `${item.title} maps ${id} but never mentions it`).toBe(true)
        }
        if (rule.required && speaksOfTopic)
          expect(
            rule.controls.some(([standard, id]) => has(standard, id)),
            `${item.title} speaks of ${rule.topic} but maps none of its controls`,
          ).toBe(true)
      }
    })
  }
})

describe('mappings agree with the standards each page says it follows', () => {
  it('maps every control a standards choice cites', () => {
    const items = mappedItems()
    let cited = 0
    for (const item of items) {
      const mapping = controlMappingOf(item.kind, item.title) ?? []
      for (const choice of entryOf(item).standardsChoices ?? [])
        for (const [standard, id] of citedControls(choice.follows)) {
          cited++
          expect(
            mapping.some((m) => m.standard.id === standard && m.controls.some((c) => c.id === id)),
            `${item.title} follows ${standard} ${id} but does not map it`,
          ).toBe(true)
        }
    }
    expect(cited).toBeGreaterThan(0)
  })

  it('reads cited controls from running text', () => {
    expect(
      citedControls('ISO/IEC 27001:2022 A.5.18 and A.6.5, PCI DSS v4.0.1 Requirement 8.2.5'),
    ).toEqual([
      ['iso-27001', 'A.5.18'],
      ['iso-27001', 'A.6.5'],
      ['pci-dss', '8.2.5'],
    ])
  })
})

describe('control mapping lookups', () => {
  it('lists the policy baseline and the own controls of a policy, in catalog order', () => {
    const leavers = controlMappingOf('policy', 'Leavers')!
    const csf = leavers.find((m) => m.standard.id === 'nist-csf')!
    expect(csf.controls.map((c) => c.id)).toEqual([
      'GV.PO-01',
      'GV.RR-04',
      'PR.AA-01',
      'PR.AA-05',
      'PR.AA-06',
    ])
    const nist = leavers.find((m) => m.standard.id === 'nist-800-53')!
    expect(nist.controls).toContainEqual({ id: 'PS-4', title: 'Personnel Termination' })
    expect(controlMappingOf('service', 'Onboarding Service')!.map((m) => m.standard.id)).toContain(
      'pci-dss',
    )
    expect(controlMappingOf('policy', 'No Such Policy')).toBeUndefined()
  })

  it('leaves PCI DSS out where no requirement addresses the policy', () => {
    const preferredName = controlMappingOf('policy', 'Preferred Name')!
    expect(preferredName.map((m) => m.standard.id)).not.toContain('pci-dss')
  })

  it('builds search words a practitioner types', () => {
    const words = controlMappingKeywords('policy', 'Movers')
    expect(words).toContain('NIST 800-53 AC-2')
    expect(words).toContain('CIS 6.2')
    expect(words).toContain('ISO 27001 A.5.18')
    expect(words).toContain('CSF PR.AA-05')
    expect(words).toContain('PCI DSS 7.2.2')
    expect(controlMappingKeywords('service', 'No Such Service')).toEqual([])
  })

  it('crosswalks each external control back to the items mapped to it', () => {
    const rows = crosswalkRows()
    const ac2 = rows.find((r) => r.standard.id === 'nist-800-53' && r.control.id === 'AC-2')!
    expect(ac2.items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Joiners', 'Movers', 'Leavers', 'Onboarding Service']),
    )
    const cis62 = rows.find((r) => r.standard.id === 'cis-controls' && r.control.id === '6.2')!
    expect(cis62.items.map((i) => i.title)).toContain('Movers')
    const policyBaseline = rows.find((r) => r.control.id === 'GV.PO-01')!
    expect(policyBaseline.items).toHaveLength(policies.length)
  })
})
