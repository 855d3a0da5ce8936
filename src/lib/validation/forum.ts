// Forum input rules shared by the new-post form and the server (pure module, no Node imports).
// Anti-spam as on the contact form: a hidden honeypot field that people leave empty, and a
// minimum time between opening the form and sending it.
import { z } from './zod.ts'
import { noNul } from './text.ts'

export const FORUM_TITLE_MAX = 150
export const FORUM_BODY_MAX = 5000
export const FORUM_TAGS_MAX = 5
export const FORUM_TAG_MAX = 30
/** Sending a post less than this many milliseconds after opening the form is a bot. */
export const FORUM_MIN_FILL_MS = 3000

/** "SCIM, Provisioning  jml" → ['scim', 'provisioning', 'jml']: lower case, hyphenated, unique. */
export function parseTags(raw: string): string[] {
  const tags = raw
    .split(/[,\n]/)
    .map((tag) =>
      tag
        .trim()
        .toLowerCase()
        .replace(/^#/, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((tag) => tag.length > 0)
  return [...new Set(tags)]
}

export const newPostSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Enter your name (at least 2 characters)')
    .max(100, 'Names are limited to 100 characters')
    .refine(noNul, 'Name contains a character that is not allowed'),
  email: z
    .string()
    .trim()
    .max(254, 'E-mail addresses are limited to 254 characters')
    .email('Enter a valid e-mail address'),
  category: z
    .string()
    .trim()
    .min(1, 'Choose a category')
    .max(100)
    .refine(noNul, 'Choose a category'),
  title: z
    .string()
    .trim()
    .min(8, 'Give your post a title of at least 8 characters')
    .max(FORUM_TITLE_MAX, `Titles are limited to ${FORUM_TITLE_MAX} characters`)
    .refine(noNul, 'Title contains a character that is not allowed'),
  body: z
    .string()
    .trim()
    .min(20, 'Describe your question or idea in at least 20 characters')
    .max(FORUM_BODY_MAX, `Posts are limited to ${FORUM_BODY_MAX} characters`)
    .refine(noNul, 'Post contains a character that is not allowed'),
  tags: z
    .string()
    .max(300, 'Tags are limited to 300 characters')
    .refine((raw) => parseTags(raw).length <= FORUM_TAGS_MAX, `Use at most ${FORUM_TAGS_MAX} tags`)
    .refine(
      (raw) => parseTags(raw).every((tag) => tag.length <= FORUM_TAG_MAX),
      `Each tag is limited to ${FORUM_TAG_MAX} characters`,
    ),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(200).optional(),
  /** When the form was opened (ms since epoch). */
  startedAt: z.number().int().nonnegative(),
})

export type NewPostInput = z.infer<typeof newPostSchema>

export const forumSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Enter a search term')
    .max(100, 'Search terms are limited to 100 characters')
    .refine(noNul, 'Search terms contain a character that is not allowed'),
})

/** A signed-in member's new topic: the anonymous form without name and address. */
export const memberTopicSchema = newPostSchema.omit({ name: true, email: true })
export type MemberTopicInput = z.infer<typeof memberTopicSchema>

export const FORUM_REPLY_MAX = 5000

export const replyBodySchema = z
  .string()
  .trim()
  .min(2, 'Write a reply of at least 2 characters')
  .max(FORUM_REPLY_MAX, `Replies are limited to ${FORUM_REPLY_MAX} characters`)
  .refine(noNul, 'Reply contains a character that is not allowed')

/** A reply (to the topic, or to a top-level reply: one level of threading). */
export const replySchema = z.object({
  body: replyBodySchema,
  website: z.string().max(200).optional(),
  startedAt: z.number().int().nonnegative(),
})
export type ReplyInput = z.infer<typeof replySchema>
