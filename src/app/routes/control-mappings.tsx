// /control-mappings: the crosswalk of every control mapping, filterable by standard, with its
// CSV, JSON and OSCAL exports.
import { PageContainer, PageHeader } from '../../components/info-blocks.tsx'
import { PageMeta } from '../../components/page-meta.tsx'
import { pageEntry } from '../../content/pages.ts'
import { Crosswalk } from '../../features/control-mappings/components/crosswalk.tsx'
import { paths } from '../../lib/paths.ts'

const meta = pageEntry(paths.controlMappings.getHref())!

export default function ControlMappingsPage() {
  return (
    <PageContainer>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={meta.description} eyebrow="Crosswalk" />
      <Crosswalk />
    </PageContainer>
  )
}
