// <title>, meta description, canonical URL, Open Graph / Twitter card tags and optional JSON-LD
// for a page. React 19 hoists title, meta and link elements into <head>, both when the build
// prerenders the page and on client-side navigation.
import { useLocation } from 'react-router'
import { siteConfig } from '../lib/site-config.ts'
import { jsonLdText, type JsonLd } from '../lib/structured-data.ts'

interface PageMetaProps {
  title: string
  description: string
  /** Canonical path when it differs from the current one (e.g. a parameter page's own slug). */
  canonicalPath?: string
  /** schema.org data for this page (e.g. courseJsonLd for a certification page). */
  structuredData?: JsonLd
  /** A personal page (sign-in, account): search engines are asked not to index it. */
  noindex?: boolean
}

export function PageMeta({
  title,
  description,
  canonicalPath,
  structuredData,
  noindex = false,
}: PageMetaProps) {
  const { pathname } = useLocation()
  const fullTitle = title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`
  const url = `${siteConfig.url}${canonicalPath ?? pathname}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      {structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }}
        />
      )}
    </>
  )
}
