// /strategic and /strategic/:param: the entry of that name, or the chooser of every entry.
import { strategicKind } from '../../../content/framework/entry-kinds.ts'
import { EntryPage } from '../components/entry-page.tsx'

export default function StrategicPage() {
  return <EntryPage kind={strategicKind} />
}
