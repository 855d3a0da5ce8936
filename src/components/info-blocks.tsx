// The forum pages' names for the page kit: the page column and a header that takes its
// description as `lead` and its way back as `{ to, label }`. Both are the kit's own
// (page-layout.tsx); new pages use page-layout.tsx directly.
import type { ReactNode } from 'react'
import { PageHeader as KitPageHeader } from './page-layout.tsx'

export { PageContainer } from './page-layout.tsx'

export function PageHeader({
  lead,
  back,
  ...header
}: {
  title: string
  lead: string
  eyebrow?: string
  icon?: ReactNode
  back?: { to: string; label: string }
  children?: ReactNode
}) {
  return (
    <KitPageHeader
      {...header}
      description={lead}
      back={back ? { href: back.to, label: back.label } : undefined}
    />
  )
}
