import { issuesOf as issues, readData, readEntries } from '#test/proof-fixture'
import { industryOptions, serviceOptions } from '@/content/editable'
import { industries } from '@/content/industries/index'
import { solutions } from '@/content/solutions/index'

const fixture = (file: string, change: Record<string, unknown> = {}) => ({
  ...(readData(`e2e/fixtures/proof/${file}`) as object),
  ...change,
})

describe('the proof fixtures', () => {
  it.each(['customers', 'testimonials', 'caseStudies', 'people', 'certifications'] as const)(
    '%s: every file passes its schema',
    async (name) => {
      expect((await readEntries(name)).length).toBeGreaterThan(0)
    },
  )

  it('service commitments pass, and so does the file the repository ships', async () => {
    expect(await issues('commitments', fixture('commitments.yaml'))).toEqual([])
    expect(await issues('commitments', readData('content/proof/commitments.yaml') as object)).toEqual([])
  })

  it('the post by a person passes the post schema', async () => {
    expect(await issues('posts', fixture('blog/a-post-by-a-person.mdx'))).toEqual([])
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
    ['customers', fixture(bank, { sector: 'banking' }), 'sector: Must be a valid option'],
    ['customers', fixture(bank, { permission: 'yes' }), 'permission: Must be a boolean'],
    ['customers', fixture(bank, { name: '  ' }), 'name: must be plain text, not only spaces: “<” is not allowed'],
    ['customers', fixture(bank, { name: 'Bank</script >' }), 'name: must be plain text, not only spaces: “<” is not allowed'],
    [
      'caseStudies',
      fixture(study, { figures: [{ value: '48h', label: '<img src=x>' }] }),
      'figures.0.label: must be plain text, not only spaces: “<” is not allowed',
    ],
    [
      'testimonials',
      fixture('testimonials/alex-example.yaml', { quote: 'x'.repeat(401) }),
      'quote: Quote must be no longer than 400 characters',
    ],
    [
      'testimonials',
      fixture('testimonials/alex-example.yaml', { services: ['fraud'] }),
      `services: Must be an array with one of ${serviceOptions.map(({ value }) => value).join(', ')}`,
    ],
    ['caseStudies', fixture(study, { figures: [] }), 'figures: Must have at least 1 element'],
    [
      'caseStudies',
      fixture(study, { figures: [{ value: '1', label: 'x' }, ...Array(4).fill({ value: '2', label: 'y' })] }),
      'figures: Must have at most 4 elements',
    ],
    [
      'caseStudies',
      fixture(study, { figures: [{ value: '', label: 'Sites removed' }] }),
      'figures.0.value: Figure must not be empty',
    ],
    ['caseStudies', fixture(study, { date: '2026-13-01' }), 'date: 2026-13-01 is not a day: a date is written YYYY-MM-DD'],
    ['caseStudies', fixture(study, { customer: 'Example Bank' }), 'customer: must be the file name of an entry in customers'],
    ['people', fixture(jane, { profile: 'http://www.example.com/jane' }), 'profile: must be an https:// address'],
    [
      'people',
      fixture(jane, { photo: '/images/proof/people/jane-example/photo.gif' }),
      'photo: must be an image uploaded in the editor (jpg, jpeg, png, webp): /images/proof/people/{entry}/{file}',
    ],
    ['people', fixture(jane, { order: 0 }), 'order: Order on the About page must be at least 1'],
    ['people', fixture(jane, { bio: 'x'.repeat(321) }), 'bio: Short bio must be no longer than 320 characters'],
    [
      'certifications',
      fixture('certifications/cyber-essentials.yaml', { expiry: '31/12/2099' }),
      'expiry: Valid until is not a valid date',
    ],
    [
      'certifications',
      fixture('certifications/cyber-essentials.yaml', { verification: undefined }),
      'verification: Where to check it must not be empty',
    ],
    [
      'certifications',
      fixture('certifications/cyber-essentials.yaml', { verification: 'http://www.example.com/verify' }),
      'verification: must be an https:// address',
    ],
    [
      'commitments',
      fixture('commitments.yaml', { responseTargets: [{ plan: 'gold', channel: 'Email', firstResponse: 'Soon' }] }),
      'responseTargets.0.plan: Must be a valid option',
    ],
    [
      'commitments',
      fixture('commitments.yaml', { demoReply: { from: 'An analyst' } }),
      'demoReply.firstResponse: How soon must not be empty',
    ],
    [
      'posts',
      fixture('blog/a-post-by-a-person.mdx', { person: 'Pat Writer' }),
      'person: must be the file name of an entry in people',
    ],
  ] as [Parameters<typeof issues>[0], object, string][])('%s: %#', async (name, data, message) => {
    expect(await issues(name, data)).toEqual([message])
  })

  it('refuses a field the schema does not have', async () => {
    expect(await issues('customers', fixture(bank, { website: 'https://www.example.com' }))).toEqual([
      'website: is not a field of this entry',
    ])
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
