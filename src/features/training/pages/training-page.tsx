// /training and /training/:section: a course code shows the certification, a consultancy title
// shows the service, anything else (none or unknown) shows the landing list of both groups.
import { useParams } from 'react-router'
import { certifications, consultancyPackages } from '../../../content/training.ts'
import { matchParam } from '../../../lib/match-param.ts'
import { CertificationDetail } from '../components/certification-detail.tsx'
import { ServiceDetail } from '../components/service-detail.tsx'
import { TrainingLanding } from '../components/training-landing.tsx'

export default function TrainingPage() {
  const { section } = useParams()
  const course = matchParam(section, certifications, (c) => c.title)
  if (course) return <CertificationDetail key={course.title} course={course} />
  const service = matchParam(section, consultancyPackages, (p) => p.title)
  if (service) return <ServiceDetail key={service.title} service={service} />
  return <TrainingLanding unknown={section} />
}
