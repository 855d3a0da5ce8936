// The site's heading: Chakra's, with a stable `id` from its text (anchorOf) unless it is given
// one, so a `page#section` link (a search hit, a shared link) lands on any section heading.
// Headings below h3 label parts of a card and repeat across cards ("Key deliverables"), so they
// get no automatic id: an id must name one place on the page.
import { Heading as ChakraHeading, type HeadingProps } from '@chakra-ui/react'
import { isValidElement, type ReactNode } from 'react'
import { anchorOf } from '../lib/anchor.ts'

const ANCHORED_LEVELS = new Set(['h1', 'h2', 'h3'])

/** The text a React node renders (strings and numbers, through elements' children). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return ''
}

export function Heading({ id, as, children, ...rest }: HeadingProps) {
  const level = typeof as === 'string' ? as : 'h2'
  const anchor = id ?? (ANCHORED_LEVELS.has(level) ? anchorOf(textOf(children)) : '')
  return (
    <ChakraHeading as={as} id={anchor || undefined} {...rest}>
      {children}
    </ChakraHeading>
  )
}
