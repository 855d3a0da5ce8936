// /consultancy is linked by the roadmap but covered by /introduction/consultancy.
import { Navigate } from 'react-router'
import { paths } from '../../lib/paths.ts'

export default function ConsultancyRedirect() {
  return <Navigate replace to={paths.introduction.consultancy.getHref()} />
}
