// /training and /training/:section: a certification, a consultancy service or the landing list.
import { TrainingPage } from '../../features/training/components/training-page.tsx'

export default function TrainingRoute() {
  return <TrainingPage />
}
