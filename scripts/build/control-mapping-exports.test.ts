// The control mapping exports: the OSCAL catalog has the structure the OSCAL 1.1 catalog model
// requires and the same UUIDs on every build; the CSV and JSON carry every mapping.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { mappedItems } from '../../src/content/control-mapping-crosswalk.ts'
import { controlStandards, MAPPINGS_CHECKED_ON } from '../../src/content/control-mappings.ts'
import {
  controlMappingCsv,
  controlMappingExportFiles,
  controlMappingJson,
} from './control-mapping-exports.ts'
import { externalFragment, oscalCatalog, uuidV5 } from './oscal-catalog.ts'

const SITE = 'https://ipaml.example'

// The OSCAL 1.1 metaschema datatypes the catalog uses.
const token = z.string().regex(/^(\p{L}|_)(\p{L}|\p{N}|[.\-_])*$/u, 'not an OSCAL token')
const uuid = z
  .string()
  .regex(
    /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[45][0-9A-Fa-f]{3}-[89ABab][0-9A-Fa-f]{3}-[0-9A-Fa-f]{12}$/,
  )
const dateTimeWithZone = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/)
const text = z.string().trim().min(1)

type PartShape = { id: string; name: string; prose?: string; parts?: PartShape[] }
const part: z.ZodType<PartShape> = z.lazy(() =>
  z.strictObject({
    id: token,
    name: token,
    prose: text.optional(),
    parts: z.array(part).optional(),
  }),
)
const link = z.strictObject({
  href: text,
  rel: token.optional(),
  'media-type': text.optional(),
  'resource-fragment': text.optional(),
  text: text.optional(),
})
const prop = z.strictObject({ name: token, value: text, ns: z.url().optional() })
const control = z.strictObject({
  id: token,
  class: token.optional(),
  title: text,
  props: z.array(prop).optional(),
  links: z.array(link).min(1),
  parts: z.array(part).min(1),
})
const group = z.strictObject({
  id: token,
  class: token.optional(),
  title: text,
  controls: z.array(control).min(1),
})
const catalogSchema = z.strictObject({
  catalog: z.strictObject({
    uuid,
    metadata: z.strictObject({
      title: text,
      published: dateTimeWithZone.optional(),
      'last-modified': dateTimeWithZone,
      version: text,
      'oscal-version': z.string().regex(/^1\.1\.\d+$/),
      roles: z.array(z.strictObject({ id: token, title: text })).optional(),
      parties: z
        .array(
          z.strictObject({
            uuid,
            type: z.enum(['person', 'organization']),
            name: text,
            links: z.array(link).optional(),
          }),
        )
        .optional(),
      'responsible-parties': z
        .array(z.strictObject({ 'role-id': token, 'party-uuids': z.array(uuid).min(1) }))
        .optional(),
      remarks: text.optional(),
    }),
    groups: z.array(group).min(1),
    'back-matter': z.strictObject({
      resources: z.array(
        z.strictObject({
          uuid,
          title: text,
          description: text,
          props: z.array(prop),
          rlinks: z.array(z.strictObject({ href: z.url(), 'media-type': text.optional() })).min(1),
        }),
      ),
    }),
  }),
})

describe('OSCAL catalog', () => {
  const catalog = oscalCatalog(SITE)

  it('has the structure of an OSCAL 1.1 catalog', () => {
    const parsed = catalogSchema.parse(catalog)
    expect(parsed.catalog.metadata['oscal-version']).toMatch(/^1\.1\./)
    expect(parsed.catalog.metadata['last-modified']).toBe(`${MAPPINGS_CHECKED_ON}T00:00:00Z`)
  })

  it('fails the structure check when a required field is missing or malformed', () => {
    const broken = structuredClone(catalog) as { catalog: Record<string, unknown> }
    delete broken.catalog.uuid
    expect(catalogSchema.safeParse(broken).success).toBe(false)
    const badId = structuredClone(catalog)
    badId.catalog.groups[0]!.controls[0]!.id = '3rd-party'
    expect(catalogSchema.safeParse(badId).success).toBe(false)
  })

  it('holds every policy and operations service as a control, in two groups', () => {
    const [policies, services] = catalog.catalog.groups
    expect(policies!.id).toBe('policies')
    expect(services!.id).toBe('services')
    const items = mappedItems()
    expect(policies!.controls.map((c) => c.title)).toEqual(
      items.filter((i) => i.kind === 'policy').map((i) => i.title),
    )
    expect(services!.controls.map((c) => c.title)).toEqual(
      items.filter((i) => i.kind === 'service').map((i) => i.title),
    )
    const ids = [...policies!.controls, ...services!.controls].map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const partIds = JSON.stringify(catalog).match(/"id": ?"[^"]+_(smt|gdn)[^"]*"/g) ?? []
    expect(new Set(partIds).size).toBe(partIds.length)
  })

  it('states each policy in its statement part and links it to the mapped controls', () => {
    const leavers = catalog.catalog.groups[0]!.controls.find((c) => c.title === 'Leavers')!
    const statement = leavers.parts.find((p) => p.name === 'statement')!
    expect(statement.prose).toContain('offboarding policy')
    expect(statement.parts).toHaveLength(6)
    const resources = new Map(
      catalog.catalog['back-matter'].resources.map((r) => [`#${r.uuid}`, r.title]),
    )
    const related = leavers.links.filter((l) => l.rel === 'related')
    expect(related.length).toBeGreaterThan(10)
    for (const l of related) expect(resources.has(l.href), l.href).toBe(true)
    const ps4 = related.find((l) => l.text?.includes('PS-4:'))!
    expect(resources.get(ps4.href)).toBe('NIST SP 800-53 Rev. 5')
    expect(ps4['resource-fragment']).toBe('ps-4')
    const pci = related.find((l) => l.text?.startsWith('PCI DSS v4.0.1 8.2.5'))!
    expect(pci['resource-fragment']).toBe('8.2.5')
  })

  it('addresses SP 800-53 enhancements the way NIST’s OSCAL catalog does', () => {
    const nist = controlStandards.find((s) => s.id === 'nist-800-53')!
    expect(externalFragment(nist, 'AC-2(13)')).toBe('ac-2.13')
    expect(externalFragment(controlStandards[2]!, 'A.5.15')).toBe('A.5.15')
  })

  it('keeps every UUID the same from build to build', () => {
    expect(JSON.stringify(oscalCatalog(SITE))).toBe(JSON.stringify(catalog))
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    )
  })
})

describe('CSV and JSON exports', () => {
  it('writes one CSV row per mapped control, with a header', () => {
    const lines = controlMappingCsv(SITE).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '"Kind","Policy or service","Page","Standard","Control","Control title or statement","Checked on"',
    )
    expect(lines).toContain(
      `"Policy","Leavers","${SITE}/policy/leavers","NIST SP 800-53 Rev. 5","PS-4","Personnel Termination","${MAPPINGS_CHECKED_ON}"`,
    )
    const json = controlMappingJson(SITE)
    const total = json.mappings.reduce(
      (sum, m) => sum + Object.values(m.controls).reduce((n, list) => n + list.length, 0),
      0,
    )
    expect(lines).toHaveLength(total + 1)
  })

  it('lists the standards and every policy and service in the JSON', () => {
    const json = controlMappingJson(SITE)
    expect(json.standards.map((s) => s.label)).toContain('PCI DSS v4.0.1')
    expect(json.mappings).toHaveLength(mappedItems().length)
    const movers = json.mappings.find((m) => m.title === 'Movers')!
    expect(movers.url).toBe(`${SITE}/policy/movers`)
    expect(movers.controls['cis-controls']).toContainEqual({
      id: '6.2',
      title: 'Establish an Access Revoking Process',
    })
  })

  it('serves the three files under the paths the crosswalk links to', () => {
    const files = controlMappingExportFiles(SITE)
    expect(files.map((f) => [f.path, f.contentType])).toEqual([
      ['/downloads/ipaml-control-mappings.csv', 'text/csv; charset=utf-8'],
      ['/downloads/ipaml-control-mappings.json', 'application/json; charset=utf-8'],
      ['/downloads/ipaml-oscal-catalog.json', 'application/json; charset=utf-8'],
    ])
    for (const file of files.slice(1)) expect(() => JSON.parse(file.body)).not.toThrow()
  })
})
