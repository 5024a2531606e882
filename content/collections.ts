// One schema for the editor and the build's checks; content-collections bundles it on its own, so it imports only data.
import { field, schemaOf, type Fields, type Option } from '#content/fields.ts'
import { services } from '#content/services.ts'

/** Blog topics: a post names one; each has a prerendered page at /blog/topic/{name in kebab case}. */
export const topics = [
  {
    name: 'Cybersecurity',
    description:
      'Phishing, lookalike websites, leaked credentials and counterfeits: how the attacks on a brand work, and what stops them.',
  },
  {
    name: 'Content Moderation',
    description: 'Keeping user-generated content safe and lawful: moderation that protects people and the brand that hosts them.',
  },
] as const

export type Topic = (typeof topics)[number]

/** The components long-form copy may use, besides Markdown (components/prose/mdx.tsx renders them). */
export const contentComponents = [
  'Callout',
  'Figure',
  'StatusLink',
  'DashboardLink',
  'ResponseTimes',
  'WorkingHours',
  'CookieTable',
] as const

/** The service pages, by slug: what a quote or a case study is about. */
export const serviceOptions = Object.values(services).map(({ name, href }) => ({
  value: href.slice(href.lastIndexOf('/') + 1),
  label: name,
})) satisfies Option[]

/** The industry pages, by slug (`manufactering` is the page's address, spelled so). */
export const industryOptions = [
  { value: 'financial', label: 'Financial Services' },
  { value: 'retail', label: 'Retail' },
  { value: 'manufactering', label: 'Manufacturing' },
  { value: 'gaming', label: 'Gaming' },
] as const satisfies Option[]

const planOptions = [
  { value: 'starter', label: 'Starter' },
  { value: 'business', label: 'Business' },
  { value: 'enterprise', label: 'Enterprise' },
] as const satisfies Option[]

export type CollectionSpec = {
  label: string
  /** Its folder: under the repository, or under the proof folder when `proof`. */
  directory: string
  proof?: true
  format: 'mdx' | 'yaml'
  fields: Fields
  /** Open collections: the field that names an entry; its file name follows from it. */
  nameField?: string
  /** Fixed entries instead (singletons in the editor): file name → label. */
  entries?: Record<string, string>
  /** What the MDX body holds, for the editor. */
  body?: string
}

const postFields = {
  title: field.name('Title', 'Its file name is the post’s address: /blog/{file name}.'),
  id: field.integer('Number', 1, { description: 'A whole number no other post has.' }),
  excerpt: field.text('Excerpt', { multiline: true, description: 'One sentence for the list, the feed and search results.' }),
  image: field.text('Picture', {
    pattern: { regex: /^[a-z0-9-]+\.svg$/, message: 'must be the file name of an SVG in public/images/blog/' },
    description: 'The file name of an SVG in public/images/blog/.',
  }),
  topic: field.select(
    'Topic',
    topics.map(({ name }) => ({ value: name, label: name })),
  ),
  author: field.text('Team', { description: 'The team that wrote it, shown unless a person is chosen below.' }),
  person: field.relationship('Person', 'people', {
    optional: true,
    description: 'A person from People, shown as the author with their role and profile.',
  }),
  date: field.date('Date'),
} satisfies Fields

export const collections = {
  posts: { label: 'Blog posts', directory: 'content/blog', format: 'mdx', nameField: 'title', body: 'Post', fields: postFields },
  policies: {
    label: 'Policies',
    directory: 'content/policies',
    format: 'mdx',
    nameField: 'title',
    body: 'Policy',
    fields: {
      title: field.name('Title'),
      description: field.text('Description', { multiline: true, description: 'For search results and share cards.' }),
      summary: field.text('Summary', { multiline: true, description: 'Shown under the title.' }),
      lastUpdated: field.date('Last updated', 'The cookie policy’s date must equal COOKIE_POLICY_VERSION in lib/consent.ts.'),
    },
  },
  companyPages: {
    label: 'Company pages',
    directory: 'content/company',
    format: 'mdx',
    entries: { about: 'About page', careers: 'Careers page', support: 'Support page' },
    body: 'Copy',
    fields: {},
  },
  customers: {
    label: 'Customers',
    directory: 'customers',
    proof: true,
    format: 'yaml',
    nameField: 'name',
    fields: {
      name: field.name('Name', 'As the customer writes it.'),
      logo: field.image('Logo', '/images/proof/customers/', ['svg'], 'An SVG file; shown in one colour, evenly sized.'),
      sector: field.select('Sector', [...industryOptions, { value: 'other', label: 'Other (no caption)' }]),
      permission: field.checkbox('Permission to show', 'Only customers who agreed in writing are shown.'),
    },
  },
  testimonials: {
    label: 'Quotes',
    directory: 'testimonials',
    proof: true,
    format: 'yaml',
    nameField: 'name',
    fields: {
      name: field.name('Name', 'The person quoted.'),
      quote: field.text('Quote', { multiline: true, max: 400 }),
      role: field.text('Role'),
      company: field.text('Company'),
      services: field.multiselect('Services', serviceOptions, 'The service pages it is shown on; none for any page.'),
      industries: field.multiselect('Industries', industryOptions, 'The industry pages it is shown on.'),
    },
  },
  caseStudies: {
    label: 'Case studies',
    directory: 'case-studies',
    proof: true,
    format: 'mdx',
    nameField: 'title',
    body: 'What we did',
    fields: {
      title: field.name('Title', 'Its file name is the page’s address: /case-studies/{file name}.'),
      client: field.text('Client', { description: 'As the client agreed to be named, e.g. “A UK retail bank”.' }),
      customer: field.relationship('Customer', 'customers', {
        optional: true,
        description: 'Shows their logo if they gave permission.',
      }),
      summary: field.text('Summary', { multiline: true, max: 200, description: 'For the list, search results and share cards.' }),
      sector: field.select('Sector', industryOptions),
      services: field.multiselect('Services', serviceOptions, 'The service pages that link to it.'),
      date: field.date('Date'),
      situation: field.text('Situation', { multiline: true }),
      outcome: field.text('Outcome', { multiline: true }),
      figures: field.list(
        'Figures',
        {
          value: field.text('Figure', { max: 12, description: 'e.g. 48 hours, 94%' }),
          label: field.text('What it measures', { max: 90 }),
        },
        { min: 1, max: 4, itemLabel: 'value', description: 'The client’s own results, measured.' },
      ),
    },
  },
  people: {
    label: 'People',
    directory: 'people',
    proof: true,
    format: 'yaml',
    nameField: 'name',
    fields: {
      name: field.name('Name'),
      role: field.text('Role'),
      photo: field.image(
        'Photo',
        '/images/proof/people/',
        ['jpg', 'jpeg', 'png', 'webp'],
        'A square photo, at least 400 pixels wide.',
      ),
      bio: field.text('Short bio', { multiline: true, max: 320 }),
      profile: field.url('Profile link', { optional: true, description: 'e.g. their LinkedIn page.' }),
      leadership: field.checkbox('Leadership', 'Shown on the About page.'),
      order: field.integer('Order on the About page', 1, { optional: true }),
    },
  },
  certifications: {
    label: 'Certifications',
    directory: 'certifications',
    proof: true,
    format: 'yaml',
    nameField: 'scheme',
    fields: {
      scheme: field.name('Scheme', 'e.g. Cyber Essentials, ICO registration: joins the card of that name.'),
      level: field.text('Level', { optional: true, description: 'e.g. Plus' }),
      number: field.text('Certificate or registration number'),
      expiry: field.date('Valid until', 'Not shown after this day.'),
      verification: field.url('Where to check it', { description: 'The register or certificate page that confirms it.' }),
    },
  },
  commitments: {
    label: 'Service commitments',
    directory: '',
    proof: true,
    format: 'yaml',
    entries: { commitments: 'Service commitments' },
    fields: {
      hours: field.text('Working hours', { description: 'e.g. Monday to Friday, 9:00 to 17:30 UK time' }),
      responseTargets: field.list(
        'First response, by plan',
        {
          plan: field.select('Plan', planOptions),
          channel: field.text('Channel'),
          firstResponse: field.text('First response', { description: 'e.g. Within 1 working day' }),
        },
        { min: 0, max: 3, itemLabel: 'plan' },
      ),
      demoReply: field.object('Reply to a demo request', {
        from: field.text('Who replies'),
        firstResponse: field.text('How soon', { description: 'e.g. Within 1 working day' }),
      }),
      reportReview: field.object('Review of a reported site', {
        from: field.text('Who reviews it'),
        firstResponse: field.text('How soon', { description: 'e.g. Within 1 working day' }),
      }),
    },
  },
} satisfies Record<string, CollectionSpec>

export type CollectionName = keyof typeof collections

/** The rule each file of a collection must meet (the body, if any, is checked as it compiles). */
export const postFrontmatterSchema = schemaOf(collections.posts.fields)
