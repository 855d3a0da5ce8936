// Reading the control mappings (control-mappings.ts): the mapped controls of one policy or
// service with their titles, and the words the search index adds so "AC-2" or "CIS 6.2" finds
// them. Kept free of the policy and service content so a page that shows one mapping loads only
// the mapping data (the crosswalk over every item is control-mapping-crosswalk.ts).
import {
  controlCatalog,
  controlStandards,
  everyPolicyMapsTo,
  policyControlMappings,
  serviceControlMappings,
  type ControlMapping,
  type ControlStandard,
  type StandardId,
} from './control-mappings.ts'
import { slugify } from '../lib/slug.ts'

export type MappedItemKind = 'policy' | 'service'

export interface MappedControl {
  id: string
  title: string
}

/** The controls of one standard an item maps to, in catalog order. */
export interface StandardMapping {
  standard: ControlStandard
  controls: MappedControl[]
}

/** The key of a title in the mapping tables: its URL segment ("Function/Role Type" → "function-role-type"). */
export function mappingSlug(title: string): string {
  return slugify(title).replace(/\//g, '-')
}

export function rawMapping(kind: MappedItemKind, slug: string): ControlMapping | undefined {
  return (kind === 'policy' ? policyControlMappings : serviceControlMappings)[slug]
}

export function controlTitle(standard: StandardId, id: string): string | undefined {
  return (controlCatalog[standard] as Record<string, string>)[id]
}

/** Ids of a standard's catalog in the order written there (grouped by family, then number). */
export function catalogOrder(standard: StandardId): string[] {
  return Object.keys(controlCatalog[standard])
}

/**
 * The mapping of a policy or service, one entry per standard that has controls for it (PCI DSS
 * only where relevant), in standard order. Undefined when the item has no mapping.
 */
export function controlMappingOf(
  kind: MappedItemKind,
  title: string,
): StandardMapping[] | undefined {
  const mapping = rawMapping(kind, mappingSlug(title))
  if (!mapping) return undefined
  return controlStandards.flatMap((standard) => {
    const own: readonly string[] = mapping[standard.id] ?? []
    const shared: readonly string[] =
      kind === 'policy'
        ? ((everyPolicyMapsTo as Partial<Record<StandardId, readonly string[]>>)[standard.id] ?? [])
        : []
    const ids = new Set([...shared, ...own])
    const controls = catalogOrder(standard.id)
      .filter((id) => ids.has(id))
      .map((id) => ({ id, title: controlTitle(standard.id, id)! }))
    return controls.length > 0 ? [{ standard, controls }] : []
  })
}

/**
 * Words for the search index: each mapped control as a searcher types it ("NIST 800-53 AC-2(3)",
 * "CIS 6.2", "ISO 27001 A.5.15"). Titles are left out so ordinary queries such as "access
 * control" keep ranking the pages about them first. Empty for an item without a mapping.
 */
export function controlMappingKeywords(kind: MappedItemKind, title: string): string[] {
  return (controlMappingOf(kind, title) ?? []).flatMap(({ standard, controls }) =>
    controls.map((c) => `${standard.searchPrefix} ${c.id}`),
  )
}
