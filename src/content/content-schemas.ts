// The zod schemas the content tests check content modules against: a text, a list of texts,
// and the frame every page's copy gives the page (meta, header, way back, icon, buttons).
import { z } from 'zod'
import { iconNames } from './icon-names.ts'

export const text = z.string().trim().min(2)

export const nonEmptyTexts = z.array(text).min(1)

/** Exactly `count` texts, none repeated. */
export const distinctTexts = (count: number) =>
  z
    .array(text)
    .length(count)
    .refine((items) => new Set(items).size === items.length, 'items must be distinct')

/** A link of the site (a path or a #section) or a mail, phone or web address. */
export const pageLink = z.strictObject({
  label: text,
  href: z.string().regex(/^(\/|#|mailto:|tel:|https:\/\/)/),
})

export const pageFrame = z.object({
  meta: z.strictObject({
    title: text,
    description: text.max(320),
    noindex: z.boolean().optional(),
  }),
  header: z.strictObject({ title: text, description: text, eyebrow: text.optional() }),
  back: pageLink.optional(),
  crumbs: z.array(pageLink).min(1).optional(),
  icon: z.strictObject({ name: z.enum(iconNames), palette: text.optional() }).optional(),
  actions: z
    .array(pageLink.extend({ newTab: z.boolean().optional() }))
    .min(1)
    .optional(),
})
