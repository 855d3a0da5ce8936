// Site identity and contact details. Defaults use the reserved .example domain;
// each value can be overridden at build time with a VITE_SITE_* variable. No other file
// repeats these values. The default phone number is from Ofcom's range reserved for drama
// (020 7946 0000-0999), so it can never reach a real line; the social links are placeholders
// on the reserved .example domain until their variables are set.

const env: Record<string, string | undefined> =
  (import.meta as { env?: Record<string, string | undefined> }).env ?? {}

const pick = (name: string, fallback: string): string => {
  const value = env[name]
  return value && value.trim() !== '' ? value : fallback
}

export interface SocialLink {
  url: string
  /** True while the link is the default placeholder, not a real profile. */
  placeholder: boolean
}

const socialLink = (name: string, fallback: string): SocialLink => {
  const url = pick(name, fallback)
  return { url, placeholder: url === fallback }
}

export const siteConfig = {
  name: 'IPAML',
  fullName: 'Identity Privileged Access Management Library',
  tagline: 'The open framework for identity, privileged access and governance',
  url: pick('VITE_SITE_URL', 'https://ipaml.example'),
  email: pick('VITE_SITE_EMAIL', 'hello@ipaml.example'),
  phone: pick('VITE_SITE_PHONE', '+44 20 7946 0321'),
  trainingEmail: pick('VITE_SITE_TRAINING_EMAIL', 'training@ipaml.example'),
  consultingEmail: pick('VITE_SITE_CONSULTING_EMAIL', 'consulting@ipaml.example'),
  workshopsEmail: pick('VITE_SITE_WORKSHOPS_EMAIL', 'workshops@ipaml.example'),
  ciamoSiteUrl: pick('VITE_SITE_CIAMO_URL', 'https://ciamo.example'),
  social: {
    linkedin: socialLink('VITE_SITE_LINKEDIN_URL', 'https://linkedin.example/ipaml'),
    twitter: socialLink('VITE_SITE_TWITTER_URL', 'https://twitter.example/ipaml'),
    github: socialLink('VITE_SITE_GITHUB_URL', 'https://github.example/ipaml'),
  },
  copyrightYear: 2024,
} as const

/** A mailto: link, optionally with a subject and body. */
export function mailto(address: string, subject?: string, body?: string): string {
  const params = new URLSearchParams()
  if (subject) params.set('subject', subject)
  if (body) params.set('body', body)
  const query = params.toString().replace(/\+/g, '%20')
  return `mailto:${address}${query ? `?${query}` : ''}`
}

/** A tel: link for a phone number as it is written (spaces and punctuation dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
