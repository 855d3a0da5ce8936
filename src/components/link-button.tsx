// A button that goes somewhere: a route of the site (client-side navigation, a "#section" on
// the same page included), or a mail, phone or external address. Every linked button on the
// site is one of these.
import { Button, Text, type ButtonProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

export function LinkButton({
  href,
  newTab = false,
  download = false,
  children,
  ...button
}: {
  href: string
  /** Opens in a new tab, and says so to screen readers. */
  newTab?: boolean
  /** The address is a file to save. */
  download?: boolean
  children: ReactNode
} & Omit<ButtonProps, 'asChild'>) {
  const inSite = (href.startsWith('/') || href.startsWith('#')) && !download
  return (
    <Button asChild {...button}>
      {inSite ? (
        <RouterLink to={href}>{children}</RouterLink>
      ) : (
        <a
          href={href}
          download={download || undefined}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
        >
          {children}
          {newTab ? (
            <Text as="span" srOnly>
              (opens in a new tab)
            </Text>
          ) : null}
        </a>
      )}
    </Button>
  )
}
