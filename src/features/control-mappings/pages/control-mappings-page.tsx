// /control-mappings: the crosswalk of every control mapping, filterable by standard, with its
// CSV, JSON and OSCAL exports.
import { ContentPage } from '../../../components/page-layout.tsx'
import { controlMappingsPage } from '../../../content/control-mapping-crosswalk.ts'
import { Crosswalk } from '../components/crosswalk.tsx'

export default function ControlMappingsPage() {
  return (
    <ContentPage copy={controlMappingsPage}>
      <Crosswalk />
    </ContentPage>
  )
}
