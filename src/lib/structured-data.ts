// schema.org JSON-LD for search engines: the Organization (every page, added at build time to
// the page head) and a Course (certification pages, through PageMeta's structuredData prop).
import type { CertificationCourse } from '../content/training.ts'
import { paths } from './paths.ts'
import { siteConfig } from './site-config.ts'

export type JsonLd = Record<string, unknown>

export function organizationJsonLd(): JsonLd {
  const profiles = Object.values(siteConfig.social)
    .filter((link) => !link.placeholder)
    .map((link) => link.url)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    alternateName: siteConfig.fullName,
    description: siteConfig.tagline,
    url: siteConfig.url,
    logo: `${siteConfig.url}/favicon.svg`,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    // Placeholder profiles are not the organisation's, so only configured ones are listed.
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  }
}

export interface CourseFacts {
  /** Course code or short title, e.g. "CIAMP". */
  code: string
  /** Full course name. */
  name: string
  description: string
  /** Absolute-path URL of the course page. */
  path: string
  /** Price per attendee as the page shows it, e.g. "$1,500" (US dollars). */
  price?: string
  /** Duration text as shown on the page, e.g. "5 days". */
  duration?: string
}

export function courseJsonLd(course: CourseFacts): JsonLd {
  const price = priceInUsd(course.price)
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    courseCode: course.code,
    description: course.description,
    url: `${siteConfig.url}${course.path}`,
    provider: { '@type': 'Organization', name: siteConfig.name, sameAs: siteConfig.url },
    ...(price === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price,
            priceCurrency: 'USD',
          },
        }),
    ...(course.duration
      ? {
          hasCourseInstance: {
            '@type': 'CourseInstance',
            courseMode: 'Blended',
            courseWorkload: course.duration,
          },
        }
      : {}),
  }
}

/** The Course data of a certification page (/training/<code>). */
export function certificationJsonLd(course: CertificationCourse): JsonLd {
  return courseJsonLd({
    code: course.title,
    name: course.fullTitle,
    description: course.description,
    path: paths.training.getHref(course.title),
    price: course.price,
    duration: course.duration,
  })
}

/** The amount of a dollar price as the site writes it ("$1,500" → 1500), else undefined. */
export function priceInUsd(price: string | undefined): number | undefined {
  const match = /^\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)$/.exec(price?.trim() ?? '')
  return match ? Number(match[1]!.replaceAll(',', '')) : undefined
}

/** JSON for a <script type="application/ld+json"> body: "<" escaped so no tag can close it. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export interface ForumPostingFacts {
  id: number
  title: string
  body: string
  createdAt: Date
  /** The author's display name ('Anonymous' when unknown). */
  authorName: string
  categoryName: string
  viewCount: number
  upvotes: number
  comments: { body: string; createdAt: Date; authorName: string }[]
}

/** schema.org DiscussionForumPosting of a forum post page, with its comments. */
export function discussionForumPostingJsonLd(post: ForumPostingFacts): JsonLd {
  const url = `${siteConfig.url}${paths.forum.post.getHref(post.id)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    headline: post.title,
    text: post.body,
    datePublished: post.createdAt.toISOString(),
    author: { '@type': 'Person', name: post.authorName },
    articleSection: post.categoryName,
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/ViewAction',
        userInteractionCount: post.viewCount,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: post.upvotes,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: post.comments.length,
      },
    ],
    comment: post.comments.map((comment) => ({
      '@type': 'Comment',
      text: comment.body,
      datePublished: comment.createdAt.toISOString(),
      author: { '@type': 'Person', name: comment.authorName },
    })),
  }
}
