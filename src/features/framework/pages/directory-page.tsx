// /directory and /directory/:param: the entry of that name, or the chooser of every entry.
import { directoryKind } from '../../../content/framework/entry-kinds.ts'
import { EntryPage } from '../components/entry-page.tsx'

export default function DirectoryPage() {
  return <EntryPage kind={directoryKind} />
}
