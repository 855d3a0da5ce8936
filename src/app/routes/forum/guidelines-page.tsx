// Forum route module (issue 7).
import { GuidelinesPage } from '../../../features/forum/components/guidelines-page.tsx'

export default function GuidelinesPageRoute() {
  return <GuidelinesPage />
}
