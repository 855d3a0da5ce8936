// A topic's or reply's body: HTML the server rendered from Markdown and sanitised (no raw
// HTML, only allowlisted tags, links nofollow ugc), styled like the rest of the page.
import { Box } from '@chakra-ui/react'

export function MarkdownBody({ html }: { html: string }) {
  return (
    <Box
      lineHeight="tall"
      css={{
        '& p, & ul, & ol, & pre, & blockquote, & table': { marginBottom: '3' },
        '& ul, & ol': { paddingInlineStart: '6' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': {
          borderInlineStartWidth: '4px',
          borderColor: 'border.emphasized',
          paddingInlineStart: '3',
          color: 'fg.muted',
        },
        '& pre': { bg: 'bg.muted', padding: '3', rounded: 'md', overflowX: 'auto' },
        '& code': { fontFamily: 'mono', fontSize: 'sm' },
        '& h3, & h4, & h5, & h6': { fontWeight: 'semibold', marginBottom: '2' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
