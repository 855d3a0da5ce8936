// Forum route module.
import { GuidelinesPage } from '../../../features/forum/components/guidelines-page.tsx'

export default function GuidelinesPageRoute() {
  return <GuidelinesPage />
}
