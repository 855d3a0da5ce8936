// /strategic and /strategic/:param: the strategic entry page or its chooser.
import { EntryPage } from '../../../features/framework/components/entry-page.tsx'
import { strategicKind } from '../../../features/framework/entry-kinds.ts'

export default function StrategicPage() {
  return <EntryPage kind={strategicKind} />
}
