// Control mappings are searchable: the policy and operations service documents carry their
// mapped control ids, so a practitioner's query such as "AC-2" or "CIS 6.2" finds them.
import { beforeAll, describe, expect, it } from 'vitest'
import { mappedItems } from '../../../src/content/control-mapping-crosswalk.ts'
import { controlMappingOf } from '../../../src/content/control-mapping-lookup.ts'
import { createEmbeddedIndex } from '../../search/embedded.ts'
import type { SearchIndex } from '../../search/types.ts'
import { contentDocuments } from '../content-documents.ts'

describe('control mappings in search', () => {
  const documents = contentDocuments()
  let index: SearchIndex

  beforeAll(async () => {
    index = createEmbeddedIndex()
    await index.replaceAll(documents)
  })

  it('adds the mapped control ids to every policy and service document', () => {
    for (const item of mappedItems()) {
      const doc = documents.find((d) => d.url === item.href && d.keywords.length > 1)
      expect(doc, item.title).toBeDefined()
      for (const { standard, controls } of controlMappingOf(item.kind, item.title)!)
        for (const control of controls)
          expect(doc!.keywords).toContain(`${standard.searchPrefix} ${control.id}`)
    }
  })

  const finds = async (query: string, title: string) => {
    const { hits } = await index.search(query, { limit: 20 })
    expect(
      hits.map((h) => h.title),
      query,
    ).toContain(title)
  }

  it('finds the policies and services mapped to a control', async () => {
    await finds('AC-2', 'Leavers Policy')
    await finds('AC-2(13)', 'Red Button Procedure Policy')
    await finds('CIS 6.2', 'Movers Policy')
    await finds('PR.AA-05', 'Crossboarding Service')
    await finds('PCI DSS 8.2.6', 'Account Disabled/Deletion Policy')
  })

  it('finds the crosswalk page by name', async () => {
    await finds('control mappings', 'Control Mappings')
  })

  it("lands on the standard's table or on the downloads of /control-mappings", async () => {
    const first = async (query: string) => (await index.search(query, { limit: 5 })).hits[0]?.url
    expect(await first('NIST 800-53 AC-2')).toBe('/control-mappings#standard-nist-800-53')
    expect(await first('ISO 27001 A.5.15')).toBe('/control-mappings#standard-iso-27001')
    expect(await first('OSCAL export')).toBe('/control-mappings#crosswalk-downloads')
  })
})
