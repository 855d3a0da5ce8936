// The words of the forum's public pages: the home, the guidelines (with the guidelines
// themselves), the members, the tags and the posting form. Pages whose header names a record
// (a category, a topic, a tag) take their title from the data.
import { paths } from '../lib/paths.ts'
import type { PageFrameCopy, PageLink, PageMetaCopy } from './page-copy.ts'

/** Every forum page but the home leads back to it. */
export const backToForum: PageLink = { href: paths.forum.getHref(), label: 'Forum' }

/** A forum page whose header says what its meta says, with the way back to the forum home. */
const forumPage = (meta: PageMetaCopy) =>
  ({ meta, header: meta, back: backToForum }) satisfies PageFrameCopy

const forumHomePageMeta = {
  title: 'IAM Professional Community',
  description:
    'Discuss identity and access management, privileged access and identity governance with practitioners: questions, lessons learned, tools and events.',
}

export const forumHomePage = {
  meta: forumHomePageMeta,
  header: forumHomePageMeta,
} satisfies PageFrameCopy

export const forumGuidelinesPage = forumPage({
  title: 'Community guidelines',
  description:
    'How we keep the IPAML community useful and safe: be respectful, share experience without sharing secrets, and keep vendor promotion out.',
})

export const forumMembersPage = forumPage({
  title: 'Forum members',
  description:
    'The practitioners who share their IAM, PAM and IGA experience in the community, with their posts and comments.',
})

export const forumTagsPage = forumPage({
  title: 'Forum tags',
  description:
    'Browse forum discussions by topic: provisioning, access reviews, privileged access, role models, certification and more.',
})

export const forumNewPostPage = forumPage({
  title: 'Start a discussion',
  description:
    'Ask the community a question or share an experience. New posts are reviewed by a moderator before they appear.',
})

export interface Guideline {
  title: string
  points: string[]
}

export const guidelines: Guideline[] = [
  {
    title: 'Be respectful and constructive',
    points: [
      'Discuss ideas, not people. Disagreement is welcome when it comes with arguments and experience.',
      'Remember that members work under very different constraints: regulation, budget and legacy systems differ per organisation.',
      'No harassment, discrimination or personal attacks. Moderators remove such posts without notice.',
    ],
  },
  {
    title: 'Never share secrets or personal data',
    points: [
      'Do not post passwords, API keys, tokens, certificates, internal host names or IP addresses, even in examples. Replace them with placeholders such as example.com.',
      'Remove names, employee numbers and e-mail addresses from screenshots, logs and exports before sharing them.',
      'Describe vulnerabilities in your own environment only in general terms, and follow responsible disclosure for vulnerabilities in products.',
    ],
  },
  {
    title: 'Ask questions others can answer',
    points: [
      'Choose the category that fits best and use a title that states the question, for example "How do you handle movers in SAP?" rather than "Help!".',
      'Describe the context: size of the organisation, products and versions involved, what you already tried and what happened.',
      'Add a few tags (such as pam, scim or access-reviews) so others can find the discussion later.',
    ],
  },
  {
    title: 'Share experience, not advertising',
    points: [
      'Vendors and consultants are welcome as members. Disclose your affiliation when you discuss a product you sell or implement.',
      'No unsolicited sales messages, lead generation or repeated links to your own offerings.',
      'Product comparisons should be based on your own experience and be fair about limitations.',
    ],
  },
  {
    title: 'Moderation',
    points: [
      'New posts are reviewed by a moderator before they appear, usually within one working day.',
      'Posts that break these guidelines are declined or removed; repeated breaches lead to the removal of the account.',
      'Questions about moderation can be sent through the contact form on the home page.',
    ],
  },
]
