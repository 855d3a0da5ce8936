// The words of the forum's account pages: sign-up, sign-in, the e-mailed link's landing page
// and the account page. These pages are personal: they carry `noindex` and stay out of the
// sitemap; the site's own search finds only the sign-up and sign-in pages.
import { backToForum } from './forum.ts'
import type { PageFrameCopy } from './page-copy.ts'

export const signUpPage = {
  meta: {
    noindex: true,
    title: 'Join the community',
    description: 'Create an IPAML community account to ask questions, reply and thank others.',
  },
  header: {
    title: 'Join the community',
    description:
      'Enter your e-mail address and the name to show on your posts. We send you a link that creates your account; then add a passkey to sign in without a password.',
  },
  back: backToForum,
} satisfies PageFrameCopy

export const signInPage = {
  meta: {
    noindex: true,
    title: 'Sign in',
    description: 'Sign in to the IPAML community with a passkey or a one-time e-mail link.',
  },
  header: {
    title: 'Sign in',
    description:
      'Use a passkey saved on this device or your phone, or ask for a one-time link by e-mail.',
  },
  back: backToForum,
} satisfies PageFrameCopy

export const emailLinkPage = {
  meta: {
    noindex: true,
    title: 'Finish signing in',
    description: 'Use the one-time link from your e-mail to sign in to the IPAML community.',
  },
  header: {
    title: 'Finish signing in',
    description: 'This link signs you in once, within 10 minutes of being sent.',
  },
} satisfies PageFrameCopy

export const accountPage = {
  meta: {
    noindex: true,
    title: 'Your account',
    description: 'Your IPAML community profile, passkeys, data export and account deletion.',
  },
  header: {
    title: 'Your account',
    description: 'Your profile as others see it, how you sign in, and your data.',
  },
  back: backToForum,
} satisfies PageFrameCopy

/** What the answer to a link request says: the same whether or not the address has an account. */
export const linkSentMessage = {
  title: 'Check your inbox',
  description:
    'If the address can receive mail, a sign-in link is on its way. It works once, within 10 minutes.',
}

export const moderationPage = {
  meta: {
    noindex: true,
    title: 'Moderation desk',
    description: 'Review new posts, reports and members of the IPAML community.',
  },
  header: {
    title: 'Moderation desk',
    description:
      'New members’ posts wait here until approved; every action is written to the audit log.',
  },
  back: backToForum,
} satisfies PageFrameCopy
