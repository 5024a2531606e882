import { blogEntries } from '@/content/blog/posts'
import { site } from '#lib/site'

export const dynamic = 'force-static'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** The blog's RSS 2.0 feed, linked from /blog's head. */
export function GET() {
  const items = blogEntries
    .map((entry) => {
      const url = `${site.url}/blog/${entry.slug}`
      return `    <item>
      <title>${escape(entry.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escape(entry.excerpt)}</description>
      <category>${escape(entry.topic)}</category>
      <pubDate>${new Date(`${entry.date}T09:00:00Z`).toUTCString()}</pubDate>
    </item>`
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escape(`${site.name} blog`)}</title>
    <link>${site.url}/blog</link>
    <atom:link href="${site.url}/blog/rss.xml" rel="self" type="application/rss+xml" />
    <description>Practical advice on phishing, website security, dark web scanning and content moderation.</description>
    <language>en-gb</language>
${items}
  </channel>
</rss>
`
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
