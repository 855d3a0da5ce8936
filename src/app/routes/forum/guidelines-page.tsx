// Forum route module.
import { GuidelinesPage } from '../../../features/forum/pages/guidelines-page.tsx'

export default function GuidelinesPageRoute() {
  return <GuidelinesPage />
}
