// /tactical and /tactical/:param: the entry of that name, or the chooser of every entry.
import { tacticalKind } from '../../../content/framework/entry-kinds.ts'
import { EntryPage } from '../components/entry-page.tsx'

export default function TacticalPage() {
  return <EntryPage kind={tacticalKind} />
}
