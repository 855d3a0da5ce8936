// The page a data-backed URL answers (status 503, with Retry-After) while the database cannot
// be reached: it says what happened and what to do, instead of a blank page or an error dump.
import { StatusMessage } from '../../components/status-message.tsx'
import { serviceUnavailablePage } from '../../content/status-pages.ts'

export default function ServiceUnavailablePage() {
  return <StatusMessage copy={serviceUnavailablePage} />
}
