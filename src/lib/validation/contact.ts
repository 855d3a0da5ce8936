// Contact form rules shared by the React form and the server (pure module, no Node imports).
// Messages under each field are the published ones; the upper bounds keep one message well
// under the 16 kB JSON body limit.
import { z } from './zod.ts'
import { CONTACT_LIMITS, HONEYPOT_FIELD } from './contact-fields.ts'
import { noNul } from './text.ts'

export { CONTACT_LIMITS, HONEYPOT_FIELD, messageAboutTopic } from './contact-fields.ts'

export const contactInputSchema = z.object({
  name: z
    .string('Name must be at least 2 characters')
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
    .refine(noNul, 'Name contains a character that is not allowed'),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .max(CONTACT_LIMITS.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  organization: z
    .string('Organization must be text')
    .trim()
    .max(
      CONTACT_LIMITS.organization,
      `Organization must be at most ${CONTACT_LIMITS.organization} characters`,
    )
    .refine(noNul, 'Organization contains a character that is not allowed')
    .optional(),
  message: z
    .string('Message must be at least 10 characters')
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
    .refine(noNul, 'Message contains a character that is not allowed'),
  [HONEYPOT_FIELD]: z.string().max(CONTACT_LIMITS.honeypot).optional(),
})

/** What the form holds (before trimming). */
export type ContactFormValues = z.input<typeof contactInputSchema>
/** What the server stores (trimmed). */
export type ContactInput = z.output<typeof contactInputSchema>

export const CONTACT_LIST_MAX = 100

export const contactListInputSchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CONTACT_LIST_MAX, `limit must be at most ${CONTACT_LIST_MAX}`)
    .default(20),
  offset: z.coerce
    .number('offset must be a number')
    .int('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .max(1_000_000_000, 'offset is too large')
    .default(0),
})
