// The downloadable exports of the control mappings, built from the content at build time: a CSV
// with one row per mapped control (for spreadsheets and GRC imports), a JSON document with the
// standards and the mappings by policy and service, and the OSCAL catalog (oscal-catalog.ts).
// The crosswalk page links to them; control-mapping-files.ts writes them into the client folder.
import { toCsv } from '../../server/csv.ts'
import { mappedItems, type MappedItem } from '../../src/content/control-mapping-crosswalk.ts'
import { controlMappingOf, type MappedItemKind } from '../../src/content/control-mapping-lookup.ts'
import {
  controlStandards,
  MAPPINGS_CHECKED_ON,
  type ControlStandard,
} from '../../src/content/control-mappings.ts'
import { paths } from '../../src/lib/paths.ts'
import { siteConfig } from '../../src/lib/site-config.ts'
import { oscalCatalog } from './oscal-catalog.ts'

const kindLabel: Record<MappedItemKind, string> = {
  policy: 'Policy',
  service: 'Operations service',
}

interface CsvRow {
  item: MappedItem
  standard: ControlStandard
  control: { id: string; title: string }
}

function csvRows(): CsvRow[] {
  return mappedItems().flatMap((item) =>
    (controlMappingOf(item.kind, item.title) ?? []).flatMap(({ standard, controls }) =>
      controls.map((control) => ({ item, standard, control })),
    ),
  )
}

export function controlMappingCsv(siteUrl: string): string {
  return toCsv<CsvRow>(
    [
      { header: 'Kind', value: (r) => kindLabel[r.item.kind] },
      { header: 'Policy or service', value: (r) => r.item.title },
      { header: 'Page', value: (r) => `${siteUrl}${r.item.href}` },
      { header: 'Standard', value: (r) => r.standard.label },
      { header: 'Control', value: (r) => r.control.id },
      { header: 'Control title or statement', value: (r) => r.control.title },
      { header: 'Checked on', value: () => MAPPINGS_CHECKED_ON },
    ],
    csvRows(),
  )
}

export function controlMappingJson(siteUrl: string) {
  return {
    title: 'IPAML control mappings',
    checkedOn: MAPPINGS_CHECKED_ON,
    standards: controlStandards.map(({ id, label, name, version, publisher, source }) => ({
      id,
      label,
      name,
      version,
      publisher,
      source,
    })),
    mappings: mappedItems().map((item) => ({
      kind: item.kind,
      title: item.title,
      slug: item.slug,
      url: `${siteUrl}${item.href}`,
      controls: Object.fromEntries(
        (controlMappingOf(item.kind, item.title) ?? []).map(({ standard, controls }) => [
          standard.id,
          controls,
        ]),
      ),
    })),
  }
}

export interface ExportFile {
  /** URL path the file is served under, e.g. "/downloads/ipaml-control-mappings.csv". */
  path: string
  contentType: string
  body: string
}

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`

/** Every export file, with the site URL the build is configured for. */
export function controlMappingExportFiles(siteUrl = siteConfig.url): ExportFile[] {
  const { csv, json: jsonFile, oscal } = paths.controlMappings.exports
  return [
    {
      path: csv.getHref(),
      contentType: 'text/csv; charset=utf-8',
      body: controlMappingCsv(siteUrl),
    },
    {
      path: jsonFile.getHref(),
      contentType: 'application/json; charset=utf-8',
      body: json(controlMappingJson(siteUrl)),
    },
    {
      path: oscal.getHref(),
      contentType: 'application/json; charset=utf-8',
      body: json(oscalCatalog(siteUrl)),
    },
  ]
}
