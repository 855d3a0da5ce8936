// Markdown of topics and replies to safe HTML, on the server: markdown-it with raw HTML off
// (typed tags show as text), then sanitize-html with an allowlist as a second wall, so no
// script, event handler, style or javascript: link can reach a page whatever markdown-it
// lets through. Links get rel="nofollow ugc" (user content earns no ranking credit) and
// noopener; headings are shifted below the page's own h1 and h2.
import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel'], code: ['class'], ol: ['start'] },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'nofollow ugc noopener' },
    }),
    h1: 'h3',
    h2: 'h4',
    h3: 'h5',
    h4: 'h6',
  },
}

/** Safe HTML for a topic's or reply's Markdown body. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions)
}
