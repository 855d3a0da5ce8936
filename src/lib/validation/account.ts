// Account input rules shared by the account forms and the server (pure module, no Node imports).
import { z } from './zod.ts'
import { noNul } from './text.ts'

export const DISPLAY_NAME_MAX = 60
export const BIO_MAX = 280

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail addresses are limited to 254 characters')
  .email('Enter a valid e-mail address')

export const displayNameSchema = z
  .string()
  .trim()
  .min(2, 'Enter a display name of at least 2 characters')
  .max(DISPLAY_NAME_MAX, `Display names are limited to ${DISPLAY_NAME_MAX} characters`)
  .refine(noNul, 'Display name contains a character that is not allowed')

/** Sign-up: the address the link goes to and the name to show on posts. */
export const signUpSchema = z.object({ email: emailSchema, displayName: displayNameSchema })

/** Sign-in by e-mail: only the address. */
export const emailLinkSchema = z.object({ email: emailSchema })

export const profileSchema = z.object({
  displayName: displayNameSchema,
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, `The bio is limited to ${BIO_MAX} characters`)
    .refine(noNul, 'Bio contains a character that is not allowed'),
})

/** Up to two letters from the display name, for the avatar: "Ada Lovelace" → "AL". */
export function avatarInitials(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?']
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase()
}
