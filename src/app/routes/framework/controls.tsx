// /controls and /controls/:param: the controls entry page or its chooser.
import { EntryPage } from '../../../features/framework/components/entry-page.tsx'
import { controlsKind } from '../../../features/framework/entry-kinds.ts'

export default function ControlsPage() {
  return <EntryPage kind={controlsKind} />
}
