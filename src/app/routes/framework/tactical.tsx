// /tactical and /tactical/:param: the tactical entry page or its chooser.
import { EntryPage } from '../../../features/framework/components/entry-page.tsx'
import { tacticalKind } from '../../../features/framework/entry-kinds.ts'

export default function TacticalPage() {
  return <EntryPage kind={tacticalKind} />
}
