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
