// The prerender step's HTML helpers.
import { describe, expect, it } from 'vitest'
import {
  appendToHead,
  emptyThemeScript,
  executableInlineScripts,
  fillTemplate,
  internalLinks,
  splitHoisted,
} from './html.ts'
import { robotsTxt, sitemapXml } from './site-files.ts'

describe('prerender html helpers', () => {
  it('splits the hoisted head tags from the rendered tree', () => {
    const { head, body } = splitHoisted(
      '<style data-page-styles="a1 b2">.css-a1{color:red}</style><title>A | IPAML</title><meta name="description" content="d"/><link rel="canonical" href="x"/><style>.a{}</style><div><title>no</title></div>',
    )
    expect(head).toBe(
      '<style data-page-styles="a1 b2">.css-a1{color:red}</style><title>A | IPAML</title><meta name="description" content="d"/><link rel="canonical" href="x"/>',
    )
    expect(body).toBe('<style>.a{}</style><div><title>no</title></div>')
  })

  it('finds internal page links, not files, API paths, other sites or fragments', () => {
    const html =
      '<a href="/policy/a-&amp;-b?x=1#y">p</a><a class="c" href="/training/">t</a>' +
      '<a href="https://x.example/">x</a><a href="//cdn.example/a">c</a><a href="/favicon.svg">f</a>' +
      '<a href="/api/search?q=a">s</a><a href="mailto:a@b.example">m</a><a href="#top">t</a>'
    expect(internalLinks(html)).toEqual(['/policy/a-&-b', '/training'])
  })

  it('empties the theme script and finds any other executable inline script', () => {
    const theme =
      '<script>((e)=>{let d=document.documentElement;localStorage.getItem(e);d.style.colorScheme=e})("t")</script>'
    expect(emptyThemeScript(`<div>${theme}</div>`)).toBe('<div><script></script></div>')
    const html =
      '<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script>alert(1)</script><script></script>'
    expect(executableInlineScripts(html)).toEqual(['alert(1)'])
  })

  it('fills the template head and root', () => {
    const template =
      '<html><head><title>IPAML</title></head><body><div id="root"></div></body></html>'
    const page = fillTemplate(template, { head: '<title>$& A</title>', body: '<h1>A</h1>' })
    expect(appendToHead(page, '<meta x>')).toBe(
      '<html><head><title>$& A</title><meta x></head><body><div id="root"><h1>A</h1></div></body></html>',
    )
  })

  it('writes sitemap.xml and robots.txt for the site URL', () => {
    const xml = sitemapXml('https://ipaml.example', ['/policy', '/', '/a&b'])
    expect(xml).toContain('<loc>https://ipaml.example/</loc>')
    expect(xml).toContain('<loc>https://ipaml.example/a&amp;b</loc>')
    expect(xml.indexOf('/policy<')).toBeGreaterThan(xml.indexOf('/a&amp;b'))
    expect(robotsTxt('https://ipaml.example')).toContain(
      'Sitemap: https://ipaml.example/sitemap.xml',
    )
  })
})
