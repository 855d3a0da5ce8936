// The 404 page for any path the router does not know.
import { StatusMessage } from '../../components/status-message.tsx'
import { notFoundPage } from '../../content/status-pages.ts'

export default function NotFoundPage() {
  return <StatusMessage copy={notFoundPage} />
}
