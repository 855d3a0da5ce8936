// /contact is linked by the roadmap but covered by the home contact section.
import { Navigate } from 'react-router'
import { paths } from '../../lib/paths.ts'

export default function ContactRedirect() {
  return <Navigate replace to={paths.homeAnchor.getHref('contact')} />
}
