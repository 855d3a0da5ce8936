// The crosswalk over every policy and operations service: the items that carry a control
// mapping, with their page URLs, and each external control with the items mapped to it. Read by
// the crosswalk page, the exports and the tests.
import { operationsServices } from './framework/operations.ts'
import { policies } from './policies.ts'
import { controlStandards, type ControlStandard } from './control-mappings.ts'
import {
  catalogOrder,
  controlMappingOf,
  controlTitle,
  mappingSlug,
  type MappedControl,
  type MappedItemKind,
} from './control-mapping-lookup.ts'
import { paths } from '../lib/paths.ts'
import { listAnd } from './shared-values.ts'

/** A policy or operations service that carries a control mapping. */
export interface MappedItem {
  kind: MappedItemKind
  title: string
  slug: string
  description: string
  /** The statements the item sets (key features) and how it is put in place. */
  features: readonly string[]
  implementation: readonly string[]
  href: string
}

/** Every policy, then every operations service, in the order their pages list them. */
export function mappedItems(): MappedItem[] {
  return [
    ...policies.map((p) => ({
      kind: 'policy' as const,
      title: p.title,
      slug: mappingSlug(p.title),
      description: p.description,
      features: p.features,
      implementation: p.implementation,
      href: paths.policy.getHref(p.title),
    })),
    ...operationsServices.map((s) => ({
      kind: 'service' as const,
      title: s.title,
      slug: mappingSlug(s.title),
      description: s.description,
      features: s.features,
      implementation: s.implementation,
      href: paths.operations.getHref(s.title),
    })),
  ]
}

/** One external control with the policies and services mapped to it. */
export interface CrosswalkRow {
  standard: ControlStandard
  control: MappedControl
  items: MappedItem[]
}

/** The id of a standard's section (its heading) on /control-mappings. */
export function standardSectionId(standard: Pick<ControlStandard, 'id'>): string {
  return `standard-${standard.id}`
}

/** Every external control that some item maps to, by standard then catalog order. */
export function crosswalkRows(): CrosswalkRow[] {
  const items = mappedItems().map((item) => ({
    item,
    mapping: controlMappingOf(item.kind, item.title) ?? [],
  }))
  return controlStandards.flatMap((standard) =>
    catalogOrder(standard.id).flatMap((id) => {
      const mapped = items
        .filter(({ mapping }) =>
          mapping.some((m) => m.standard.id === standard.id && m.controls.some((c) => c.id === id)),
        )
        .map(({ item }) => item)
      if (mapped.length === 0) return []
      return [{ standard, control: { id, title: controlTitle(standard.id, id)! }, items: mapped }]
    }),
  )
}

const standardNames = listAnd(controlStandards.map((standard) => standard.name))

const controlMappingsMeta = {
  title: 'Control Mappings',
  description: `Which ${standardNames} controls each IPAML policy and operations service implements, filterable by standard and downloadable as CSV, JSON or an OSCAL catalog.`,
}

/** The words of /control-mappings. */
export const controlMappingsPage = {
  meta: controlMappingsMeta,
  header: { ...controlMappingsMeta, eyebrow: 'Crosswalk' },
  /** Before the count of controls and standards. */
  summary: {
    controlsFrom: 'controls from',
    standards:
      'standards, mapped to the IPAML policies and operations services. Checked against the standards’ texts on',
  },
  downloads: {
    id: 'crosswalk-downloads',
    title: 'Download every mapping',
    files: [
      {
        label: 'CSV',
        detail: 'one row per mapped control',
        href: paths.controlMappings.exports.csv.getHref(),
      },
      {
        label: 'JSON',
        detail: 'mappings by policy and service',
        href: paths.controlMappings.exports.json.getHref(),
      },
      {
        label: 'OSCAL 1.1 catalog',
        detail: 'JSON, for GRC tools',
        href: paths.controlMappings.exports.oscal.getHref(),
      },
    ],
  },
  filter: { label: 'Show controls of', all: 'All standards' },
  table: {
    control: 'Control',
    title: 'Title',
    statement: 'Statement',
    items: 'Policies and services',
    /** After "{standard}: {n} controls". */
    caption: 'controls and the IPAML policies and services that implement them',
    titles: 'Control titles as the standard prints them.',
    statements:
      'Its controls have no titles: the second column holds each control’s statement, shortened where a list of conditions follows.',
  },
}
