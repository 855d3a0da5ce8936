// The control mappings as an OSCAL 1.1 catalog (JSON) that GRC tools import: the IPAML policies
// and operations services are the catalog's controls (groups "policies" and "services"), their
// description and key features the statement, their implementation steps the guidance, and each
// mapped external control a link with rel "related" to a back-matter resource that stands for
// the external standard, with the control id as the link's resource-fragment (OSCAL 1.1). Every
// UUID is a name-based (version 5) UUID, so the same data gives the same catalog on every build.
// See docs/decisions/013-control-mapping-data-and-exports.md.
import { createHash } from 'node:crypto'
import { mappedItems, type MappedItem } from '../../src/content/control-mapping-crosswalk.ts'
import { controlMappingOf } from '../../src/content/control-mapping-lookup.ts'
import {
  controlStandards,
  MAPPINGS_CHECKED_ON,
  type ControlStandard,
} from '../../src/content/control-mappings.ts'

export const OSCAL_VERSION = '1.1.3'

/** The namespace of every UUID in the catalog (fixed; never change it, or every UUID changes). */
const IPAML_NAMESPACE = '983d604e-9137-41d8-af99-22ca523e1883'

/** RFC 9562 name-based UUID, version 5 (SHA-1), of `name` in `namespace`. */
export function uuidV5(name: string, namespace = IPAML_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

interface Part {
  id: string
  name: string
  prose?: string
  parts?: Part[]
}

interface Link {
  href: string
  rel: string
  'resource-fragment'?: string
  text?: string
}

interface OscalControl {
  id: string
  class: string
  title: string
  props: { name: string; value: string }[]
  links: Link[]
  parts: Part[]
}

/** The control's id in the catalog: an OSCAL token ("pol-3rd-party-registration"). */
export function oscalControlId(item: Pick<MappedItem, 'kind' | 'slug'>): string {
  return `${item.kind === 'policy' ? 'pol' : 'svc'}-${item.slug}`
}

/**
 * How a control is addressed inside its standard's own catalog. NIST publishes SP 800-53 in OSCAL
 * with ids such as "ac-2.3" for AC-2(3); the other standards are cited by their printed ids.
 */
export function externalFragment(standard: ControlStandard, id: string): string {
  if (standard.id !== 'nist-800-53') return id
  return id.toLowerCase().replace(/\((\d+)\)/g, '.$1')
}

/** NIST's OSCAL edition of SP 800-53 Rev. 5, which tools can resolve the fragments against. */
const NIST_80053_OSCAL =
  'https://raw.githubusercontent.com/usnistgov/oscal-content/main/nist.gov/SP800-53/rev5/json/NIST_SP-800-53_rev5_catalog.json'

function standardResource(standard: ControlStandard) {
  return {
    uuid: uuidV5(`standard:${standard.id}`),
    title: standard.label,
    description: `${standard.label}, published by the ${standard.publisher}.`,
    props: [{ name: 'version', value: standard.version }],
    rlinks: [
      { href: standard.source },
      ...(standard.id === 'nist-800-53'
        ? [{ href: NIST_80053_OSCAL, 'media-type': 'application/oscal.catalog+json' }]
        : []),
    ],
  }
}

function items(prefix: string, name: string, texts: readonly string[]): Part[] {
  return texts.map((prose, i) => ({ id: `${prefix}.${i + 1}`, name, prose }))
}

function oscalControl(item: MappedItem, siteUrl: string, index: number): OscalControl {
  const id = oscalControlId(item)
  const mapping = controlMappingOf(item.kind, item.title) ?? []
  return {
    id,
    class: item.kind === 'policy' ? 'policy' : 'operations-service',
    title: item.title,
    props: [
      {
        name: 'label',
        value: `${item.kind === 'policy' ? 'POL' : 'SVC'}-${String(index + 1).padStart(2, '0')}`,
      },
    ],
    links: [
      { href: `${siteUrl}${item.href}`, rel: 'reference', text: `${item.title} on the IPAML site` },
      ...mapping.flatMap(({ standard, controls }) =>
        controls.map((control) => ({
          href: `#${uuidV5(`standard:${standard.id}`)}`,
          rel: 'related',
          'resource-fragment': externalFragment(standard, control.id),
          text: `${standard.label} ${control.id}: ${control.title}`,
        })),
      ),
    ],
    parts: [
      {
        id: `${id}_smt`,
        name: 'statement',
        prose: item.description,
        parts: items(`${id}_smt`, 'item', item.features),
      },
      {
        id: `${id}_gdn`,
        name: 'guidance',
        prose: 'Implementation steps, in order:',
        parts: items(`${id}_gdn`, 'item', item.implementation),
      },
    ],
  }
}

/** The whole catalog: `{ catalog: { uuid, metadata, groups, back-matter } }`. */
export function oscalCatalog(siteUrl: string) {
  const all = mappedItems()
  const lastModified = `${MAPPINGS_CHECKED_ON}T00:00:00Z`
  const publisher = uuidV5('party:ipaml')
  return {
    catalog: {
      uuid: uuidV5('catalog:ipaml-policies-and-services'),
      metadata: {
        title: 'IPAML policies and operations services, with their control mappings',
        published: lastModified,
        'last-modified': lastModified,
        version: MAPPINGS_CHECKED_ON,
        'oscal-version': OSCAL_VERSION,
        roles: [{ id: 'creator', title: 'Document Creator' }],
        parties: [
          {
            uuid: publisher,
            type: 'organization',
            name: 'IPAML',
            links: [{ href: siteUrl, rel: 'homepage' }],
          },
        ],
        'responsible-parties': [{ 'role-id': 'creator', 'party-uuids': [publisher] }],
        remarks: `Each control is an IPAML policy or operations service. Its "related" links name the external controls it implements: the link points to the back-matter resource of the standard, and its resource-fragment holds the control's id in that standard. Mappings checked on ${MAPPINGS_CHECKED_ON}.`,
      },
      groups: [
        {
          id: 'policies',
          class: 'policies',
          title: 'Policies',
          controls: all
            .filter((i) => i.kind === 'policy')
            .map((i, n) => oscalControl(i, siteUrl, n)),
        },
        {
          id: 'services',
          class: 'operations-services',
          title: 'Operations Services',
          controls: all
            .filter((i) => i.kind === 'service')
            .map((i, n) => oscalControl(i, siteUrl, n)),
        },
      ],
      'back-matter': { resources: controlStandards.map(standardResource) },
    },
  }
}
