// The Markdown renderer as an attacker would feed it: raw HTML, event handlers, script URLs,
// and the features members need (code blocks, quotes, links with nofollow ugc).
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.ts'

describe('renderMarkdown', () => {
  it('renders quotes, code blocks and lists', () => {
    const html = renderMarkdown('> quoted\n\n```ts\nconst a = 1 < 2\n```\n\n- one\n- two')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2\n</code></pre>')
    expect(html).toContain('<li>one</li>')
  })

  it('shows raw HTML as text, never as markup', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<script|<img/i)
    expect(html).toContain('&lt;script&gt;')
  })

  it('drops javascript: and data: links and marks links nofollow ugc', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toMatch(/href="javascript/i)
    expect(renderMarkdown('[x](data:text/html;base64,PHNjcmlwdD4=)')).not.toMatch(/href="data/i)
    expect(renderMarkdown('[docs](https://example.org/a)')).toBe(
      '<p><a href="https://example.org/a" rel="nofollow ugc noopener">docs</a></p>\n',
    )
    expect(renderMarkdown('see https://example.org')).toContain('rel="nofollow ugc noopener"')
  })

  it('keeps headings below the page headings', () => {
    expect(renderMarkdown('# Big')).toBe('<h3>Big</h3>\n')
  })
})
