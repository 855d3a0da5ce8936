// /controls and /controls/:param: the entry of that name, or the chooser of every entry.
import { controlsKind } from '../../../content/framework/entry-kinds.ts'
import { EntryPage } from '../components/entry-page.tsx'

export default function ControlsPage() {
  return <EntryPage kind={controlsKind} />
}
