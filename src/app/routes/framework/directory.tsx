// /directory and /directory/:param: the directory entry page or its chooser.
import { EntryPage } from '../../../features/framework/components/entry-page.tsx'
import { directoryKind } from '../../../features/framework/entry-kinds.ts'

export default function DirectoryPage() {
  return <EntryPage kind={directoryKind} />
}
