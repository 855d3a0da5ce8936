// The contact form's field limits, honeypot name and topic prefill, without the zod schema
// (contact.ts), so the form's first paint does not load the validation library.
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  organization: 200,
  message: 5000,
  honeypot: 500,
} as const

/** Name of the honeypot field: hidden from people and assistive technology, filled by bots. */
export const HONEYPOT_FIELD = 'website'

/** Prefilled message when a button elsewhere opens the form about a topic. */
export function messageAboutTopic(topic: string): string {
  const clean = topic.replace(/\s+/g, ' ').trim().slice(0, 200)
  return clean ? `I would like to know more about: ${clean}.\n\n` : ''
}
