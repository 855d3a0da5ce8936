// Search documents for the sections of /control-mappings: the exports, and each standard's table
// of controls with the policies and services that implement them ("NIST 800-53 AC-2" lands on
// the NIST table; "OSCAL export" on the downloads). The page itself is a page entry (pages.ts).
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  controlMappingsPage,
  crosswalkRows,
  standardSectionId,
} from '../../../src/content/control-mapping-crosswalk.ts'
import { controlStandards } from '../../../src/content/control-mappings.ts'
import { paths } from '../../../src/lib/paths.ts'

export function controlMappingDocuments(): SearchDocument[] {
  const page = paths.controlMappings.getHref()
  const { meta, downloads, table } = controlMappingsPage
  const rows = crosswalkRows()
  const files = downloads.files.map((file) => `${file.label} (${file.detail})`).join(', ')
  return [
    {
      id: 'control-mappings:downloads',
      title: downloads.title,
      description: `Every control mapping as ${files}.`,
      body: files,
      category: 'Control Mappings',
      url: `${page}#${downloads.id}`,
      pageTitle: meta.title,
      keywords: ['download', 'export', ...downloads.files.map((file) => file.label)],
      priority: PRIORITY.content,
    },
    ...controlStandards.map((standard) => {
      const standardRows = rows.filter((row) => row.standard.id === standard.id)
      return {
        id: `control-mappings:${standard.id}`,
        title: standard.label,
        description: `${standard.publisher}: ${standardRows.length} ${table.caption}.`,
        body: standardRows
          .map(
            (row) =>
              `${row.control.id} ${row.control.title}: ${row.items.map((item) => item.title).join(', ')}.`,
          )
          .join(' '),
        category: 'Control Mappings',
        url: `${page}#${standardSectionId(standard)}`,
        pageTitle: meta.title,
        keywords: [standard.name, standard.searchPrefix],
        priority: PRIORITY.content,
      }
    }),
  ]
}
