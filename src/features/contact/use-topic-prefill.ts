// Reads `?topic=` (set by paths.contactAbout.getHref) and turns it into a prefilled message.
import { useSearchParams } from 'react-router'
import { messageAboutTopic } from '../../lib/validation/contact-fields.ts'

export function useTopicMessage(): string {
  const [params] = useSearchParams()
  return messageAboutTopic(params.get('topic') ?? '')
}
