import { renderToStaticMarkup } from 'react-dom/server'
import {
  ArticleJsonLd,
  BreadcrumbJsonLd,
  FAQJsonLd,
  OrganizationJsonLd,
  ProductJsonLd,
  SoftwareApplicationJsonLd,
} from 'next-seo'
import { articleAuthor, organization, planOffers, publisher } from '#lib/seo'
import { JsonLd } from '@/components/seo/json-ld'

/** What an editor could type into a title or excerpt, were the content schema not to stop it. */
const hostile = 'x</script ><meta http-equiv=refresh content="0;url=https://evil.example"></SCRIPT\n<!--<style>*{}</style>'

const blocks = {
  Organization: <JsonLd builder={OrganizationJsonLd} {...organization} description={hostile} />,
  FAQPage: <JsonLd builder={FAQJsonLd} questions={[{ question: hostile, answer: hostile }]} />,
  BlogPosting: (
    <JsonLd
      builder={ArticleJsonLd}
      type="BlogPosting"
      headline={hostile}
      description={hostile}
      url="https://plainguard.co.uk/blog/x"
      datePublished="2024-08-22"
      author={articleAuthor({ kind: 'team', name: hostile })}
      publisher={publisher}
    />
  ),
  BreadcrumbList: <JsonLd builder={BreadcrumbJsonLd} items={[{ name: hostile, item: 'https://plainguard.co.uk/blog/x' }]} />,
  Product: (
    <JsonLd
      builder={ProductJsonLd}
      name={hostile}
      description={hostile}
      offers={planOffers([{ name: hostile, basePrice: 100 }], new Date('2026-01-01'))}
    />
  ),
  WebApplication: (
    <JsonLd
      builder={SoftwareApplicationJsonLd}
      type="WebApplication"
      name={hostile}
      description={hostile}
      applicationCategory="SecurityApplication"
      offers={{ price: 0, priceCurrency: 'GBP' }}
    />
  ),
}

describe.each(Object.entries(blocks))('JsonLd with %s', (type, element) => {
  const html = renderToStaticMarkup(element)
  const body = /^<script type="application\/ld\+json" id="[\w-]+">([\s\S]*)<\/script>$/.exec(html)?.[1]

  it('writes one script element that no text inside can end', () => {
    expect(body).toBeDefined()
    expect(body).not.toContain('<')
    expect(html.match(/<\/script/gi)).toHaveLength(1)
  })

  it('keeps next-seo’s schema and the text exactly', () => {
    const data = JSON.parse(body!)
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': type })
    expect(JSON.stringify(data)).toContain(JSON.stringify(hostile).slice(1, -1))
  })
})
