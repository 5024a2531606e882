// The proof collections as `next build` builds them: the fixtures from their folders, and a wrong file stops the build
// naming the file and the field.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildSandboxContent, collection, contentCopy, root } from '#test/content-sandbox'

describe('proof: the fixtures build, and a wrong file stops the build naming the file and the field', () => {
  it('builds the fixtures, each collection from its folder', () => {
    const dir = contentCopy({})
    try {
      const result = buildSandboxContent(dir, 'proof')
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
      expect(
        collection(dir, 'allCustomers')
          .map((customer: { slug: string }) => customer.slug)
          .sort(),
      ).toEqual(['example-bank-plc', 'example-private-ltd', 'example-retail-ltd'])
      expect(collection(dir, 'allPosts').map((post: { slug: string }) => post.slug)).toContain('a-post-by-a-person')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  const customer = (fields: Record<string, string | boolean>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')
  const cases: [string, Record<string, string>, string[]][] = [
    [
      'a sector the schema does not have',
      {
        'proof/customers/example-new.yaml': customer({
          name: 'Example New',
          logo: '/images/proof/customers/example-bank-plc/logo.svg',
          sector: 'banking',
        }),
      },
      ['Validation failed on proof/customers/example-new.yaml:\n- sector: Must be a valid option'],
    ],
    [
      'a logo that is not there',
      {
        'proof/customers/example-new.yaml': customer({
          name: 'Example New',
          logo: '/images/proof/customers/example-new/logo.svg',
          sector: 'retail',
        }),
      },
      [
        'Validation failed on proof/customers/example-new.yaml:\n- logo: /images/proof/customers/example-new/logo.svg is not in proof',
      ],
    ],
    [
      'a file name that is not an address',
      {
        'proof/customers/Example New.yaml': customer({
          name: 'Example New',
          logo: '/images/proof/customers/example-bank-plc/logo.svg',
          sector: 'retail',
        }),
      },
      ['proof/customers/Example New.yaml: file name: must be lower-case words joined by hyphens (its address)'],
    ],
    [
      'a case study about a customer Customers does not have',
      {
        'proof/case-studies/example-bank-clone-sites.mdx': readFileSync(
          join(root, 'e2e/fixtures/proof/case-studies/example-bank-clone-sites.mdx'),
          'utf8',
        ).replace('customer: example-bank-plc', 'customer: example-nobody'),
      },
      [
        'Validation failed on proof/case-studies/example-bank-clone-sites.mdx:\n- customer: there is no example-nobody in customers',
      ],
    ],
  ]

  it.each(cases)(
    '%s',
    (_, files, messages) => {
      const dir = contentCopy(files)
      try {
        const result = buildSandboxContent(dir, 'proof')
        expect(result.status).toBe(1)
        for (const message of messages) expect(result.output).toContain(message)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    60_000,
  )

  it('stops without the service commitments', () => {
    const dir = contentCopy({})
    try {
      rmSync(join(dir, 'proof/commitments.yaml'))
      const result = buildSandboxContent(dir, 'proof')
      expect(result.status).toBe(1)
      expect(result.output).toContain('proof/commitments.yaml')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
