import { readData, readEntries } from '#test/proof-fixture.ts'
import { collections, industryOptions, serviceOptions, type CollectionName } from '#content/collections.ts'
import { schemaOf } from '#content/fields.ts'
import { industries } from '#content/industries/index.ts'
import { solutions } from '#content/solutions/index.ts'

/** What the build says about a file's data: one `field: message` line per problem. */
const issues = (name: CollectionName, data: unknown) => {
  const result = schemaOf(collections[name].fields).safeParse(data)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

/** A fixture file's data, with some fields changed. */
const fixture = (file: string, change: Record<string, unknown> = {}) => ({
  ...(readData(`e2e/fixtures/proof/${file}`) as object),
  ...change,
})

describe('the proof fixtures', () => {
  it.each(['customers', 'testimonials', 'caseStudies', 'people', 'certifications'] as const)(
    '%s: every file passes its schema',
    (name) => {
      expect(readEntries(name).length).toBeGreaterThan(0)
    },
  )

  it('service commitments pass, and so does the file the repository ships', () => {
    expect(issues('commitments', fixture('commitments.yaml'))).toEqual([])
    expect(issues('commitments', readData('content/proof/commitments.yaml'))).toEqual([])
  })

  it('the post by a person passes the post schema', () => {
    expect(issues('posts', fixture('blog/a-post-by-a-person.mdx'))).toEqual([])
  })
})

describe('a wrong field is named, with what is wrong', () => {
  const bank = 'customers/example-bank-plc.yaml'
  const jane = 'people/jane-example.yaml'
  const study = 'case-studies/example-bank-clone-sites.mdx'
  it.each([
    [
      'customers',
      fixture(bank, { logo: '/images/proof/customers/example-bank-plc/logo.png' }),
      'logo: must be an image uploaded in the editor (svg): /images/proof/customers/{entry}/{file}',
    ],
    [
      'customers',
      fixture(bank, { logo: '/images/proof/customers/../../secret/logo.svg' }),
      'logo: must be an image uploaded in the editor (svg): /images/proof/customers/{entry}/{file}',
    ],
    [
      'customers',
      fixture(bank, { sector: 'banking' }),
      'sector: must be one of: financial, retail, manufactering, gaming, other',
    ],
    ['customers', fixture(bank, { permission: 'yes' }), 'permission: must be true or false'],
    ['customers', fixture(bank, { name: '  ' }), 'name: must not be empty'],
    ['customers', fixture(bank, { name: 'Bank</script >' }), 'name: must be plain text: “<” is not allowed'],
    [
      'caseStudies',
      fixture(study, { figures: [{ value: '48h', label: '<img src=x>' }] }),
      'figures.0.label: must be plain text: “<” is not allowed',
    ],
    [
      'testimonials',
      fixture('testimonials/alex-example.yaml', { quote: 'x'.repeat(401) }),
      'quote: must be at most 400 characters',
    ],
    [
      'testimonials',
      fixture('testimonials/alex-example.yaml', { services: ['fraud'] }),
      `services.0: must be one of: ${serviceOptions.map(({ value }) => value).join(', ')}`,
    ],
    ['caseStudies', fixture(study, { figures: [] }), 'figures: needs at least 1'],
    [
      'caseStudies',
      fixture(study, { figures: [{ value: '1', label: 'x' }, ...Array(4).fill({ value: '2', label: 'y' })] }),
      'figures: has at most 4',
    ],
    ['caseStudies', fixture(study, { figures: [{ value: '', label: 'Sites removed' }] }), 'figures.0.value: must not be empty'],
    ['caseStudies', fixture(study, { date: '2026-13-01' }), 'date: must be a date written YYYY-MM-DD'],
    ['caseStudies', fixture(study, { customer: 'Example Bank' }), 'customer: must be the file name of an entry in customers'],
    ['people', fixture(jane, { profile: 'http://www.example.com/jane' }), 'profile: must be an https:// address'],
    [
      'people',
      fixture(jane, { photo: '/images/proof/people/jane-example/photo.gif' }),
      'photo: must be an image uploaded in the editor (jpg, jpeg, png, webp): /images/proof/people/{entry}/{file}',
    ],
    ['people', fixture(jane, { order: 0 }), 'order: must be 1 or more'],
    ['people', fixture(jane, { bio: 'x'.repeat(321) }), 'bio: must be at most 320 characters'],
    [
      'certifications',
      fixture('certifications/cyber-essentials.yaml', { expiry: '31/12/2099' }),
      'expiry: must be a date written YYYY-MM-DD',
    ],
    [
      'certifications',
      fixture('certifications/cyber-essentials.yaml', { verification: undefined }),
      'verification: must be an https:// address',
    ],
    [
      'commitments',
      fixture('commitments.yaml', { responseTargets: [{ plan: 'gold', channel: 'Email', firstResponse: 'Soon' }] }),
      'responseTargets.0.plan: must be one of: starter, business, enterprise',
    ],
    [
      'commitments',
      fixture('commitments.yaml', { demoReply: { from: 'An analyst' } }),
      'demoReply.firstResponse: Invalid input: expected string, received undefined',
    ],
    [
      'posts',
      fixture('blog/a-post-by-a-person.mdx', { person: 'Pat Writer' }),
      'person: must be the file name of an entry in people',
    ],
  ] as [CollectionName, object, string][])('%s: %#', (name, data, message) => {
    expect(issues(name, data)).toEqual([message])
  })

  it('refuses a field the schema does not have', () => {
    expect(issues('customers', fixture(bank, { website: 'https://www.example.com' }))).toEqual([': Unrecognized key: "website"'])
  })
})

describe('the tags a quote or case study names are the site’s pages', () => {
  it('services are the solution pages, by slug and title', () => {
    expect(serviceOptions.map(({ value, label }) => [value, label]).sort()).toEqual(
      solutions.map(({ slug, title }) => [slug, title]).sort(),
    )
  })

  it('industries are the industry pages, by slug and title', () => {
    expect(industryOptions.map(({ value, label }) => [value, label]).sort()).toEqual(
      industries.map(({ slug, title }) => [slug, title]).sort(),
    )
  })
})
