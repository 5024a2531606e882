// The one schema of the editable content: the editor (/keystatic, `npm run dev` only) edits it, and the build checks
// every entry with it (content/editable-entry.ts). Entries are local files, or on GitHub when the repository is named.
import { collection, config, fields, singleton } from '@keystatic/core'
import { industryOptions, planOptions, serviceOptions, topics } from '@/content/editable'
import { body, companyPage, date, link, mdx, name, response, select, text } from '@/content/editable-fields'

/** A build may read another folder (PLAINGUARD_PROOF_DIR, content/editable-entry.ts). */
export const PROOF = 'content/proof'

const github = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined

export default config({
  storage: github ? { kind: 'github', repo: github } : { kind: 'local' },
  ui: {
    brand: { name: 'Plainguard content' },
    navigation: {
      Pages: ['posts', 'policies', 'about', 'careers', 'support'],
      Proof: ['customers', 'testimonials', 'caseStudies', 'people', 'certifications', 'commitments'],
    },
  },
  collections: {
    posts: collection({
      label: 'Blog posts',
      path: 'content/blog/*',
      slugField: 'title',
      format: mdx,
      schema: {
        title: name('Title', 'Its file name is the post’s address: /blog/{file name}.'),
        id: fields.integer({
          label: 'Number',
          description: 'A whole number no other post has.',
          validation: { isRequired: true, min: 1 },
        }),
        excerpt: text('Excerpt', { multiline: true, description: 'One sentence for the list, the feed and search results.' }),
        image: fields.text({
          label: 'Picture',
          description: 'The file name of an SVG in public/images/blog/.',
          validation: {
            isRequired: true,
            pattern: { regex: /^[a-z0-9-]+\.svg$/, message: 'must be the file name of an SVG in public/images/blog/' },
          },
        }),
        topic: select(
          'Topic',
          topics.map(({ name }) => ({ value: name, label: name })),
        ),
        author: text('Team', { description: 'The team that wrote it, shown unless a person is chosen below.' }),
        person: fields.relationship({
          label: 'Person',
          description: 'A person from People, shown as the author with their role and profile.',
          collection: 'people',
        }),
        date: date('Date'),
        content: body('Post'),
      },
    }),
    policies: collection({
      label: 'Policies',
      path: 'content/policies/*',
      slugField: 'title',
      format: mdx,
      schema: {
        title: name('Title'),
        description: text('Description', { multiline: true, description: 'For search results and share cards.' }),
        summary: text('Summary', { multiline: true, description: 'Shown under the title.' }),
        lastUpdated: date('Last updated', 'The cookie policy’s date must equal COOKIE_POLICY_VERSION in lib/consent.ts.'),
        content: body('Policy'),
      },
    }),
    customers: collection({
      label: 'Customers',
      path: `${PROOF}/customers/*`,
      slugField: 'name',
      format: 'yaml',
      schema: {
        name: name('Name', 'As the customer writes it.'),
        logo: fields.image({
          label: 'Logo',
          description: 'An SVG file; shown in one colour, evenly sized.',
          publicPath: '/images/proof/customers/',
          validation: { isRequired: true },
        }),
        sector: select('Sector', [...industryOptions, { value: 'other', label: 'Other (no caption)' }]),
        permission: fields.checkbox({
          label: 'Permission to show',
          description: 'Only customers who agreed in writing are shown.',
        }),
      },
    }),
    testimonials: collection({
      label: 'Quotes',
      path: `${PROOF}/testimonials/*`,
      slugField: 'name',
      format: 'yaml',
      schema: {
        name: name('Name', 'The person quoted.'),
        quote: text('Quote', { multiline: true, max: 400 }),
        role: text('Role'),
        company: text('Company'),
        services: fields.multiselect({
          label: 'Services',
          description: 'The service pages it is shown on; none for any page.',
          options: serviceOptions,
        }),
        industries: fields.multiselect({
          label: 'Industries',
          description: 'The industry pages it is shown on.',
          options: industryOptions,
        }),
      },
    }),
    caseStudies: collection({
      label: 'Case studies',
      path: `${PROOF}/case-studies/*`,
      slugField: 'title',
      format: mdx,
      schema: {
        title: name('Title', 'Its file name is the page’s address: /case-studies/{file name}.'),
        client: text('Client', { description: 'As the client agreed to be named, e.g. “A UK retail bank”.' }),
        customer: fields.relationship({
          label: 'Customer',
          description: 'Shows their logo if they gave permission.',
          collection: 'customers',
        }),
        summary: text('Summary', { multiline: true, max: 200, description: 'For the list, search results and share cards.' }),
        sector: select('Sector', industryOptions),
        services: fields.multiselect({
          label: 'Services',
          description: 'The service pages that link to it.',
          options: serviceOptions,
        }),
        date: date('Date'),
        situation: text('Situation', { multiline: true }),
        outcome: text('Outcome', { multiline: true }),
        figures: fields.array(
          fields.object({
            value: text('Figure', { max: 12, description: 'e.g. 48 hours, 94%' }),
            label: text('What it measures', { max: 90 }),
          }),
          {
            label: 'Figures',
            description: 'The client’s own results, measured.',
            itemLabel: (props) => props.fields.value.value,
            validation: { length: { min: 1, max: 4 } },
          },
        ),
        content: body('What we did'),
      },
    }),
    people: collection({
      label: 'People',
      path: `${PROOF}/people/*`,
      slugField: 'name',
      format: 'yaml',
      schema: {
        name: name('Name'),
        role: text('Role'),
        photo: fields.image({
          label: 'Photo',
          description: 'A square photo, at least 400 pixels wide.',
          publicPath: '/images/proof/people/',
          validation: { isRequired: true },
        }),
        bio: text('Short bio', { multiline: true, max: 320 }),
        profile: link('Profile link', { optional: true, description: 'e.g. their LinkedIn page.' }),
        leadership: fields.checkbox({ label: 'Leadership', description: 'Shown on the About page.' }),
        order: fields.integer({ label: 'Order on the About page', validation: { min: 1 } }),
      },
    }),
    certifications: collection({
      label: 'Certifications',
      path: `${PROOF}/certifications/*`,
      slugField: 'scheme',
      format: 'yaml',
      schema: {
        scheme: name('Scheme', 'e.g. Cyber Essentials, ICO registration: joins the card of that name.'),
        level: text('Level', { optional: true, description: 'e.g. Plus' }),
        number: text('Certificate or registration number'),
        expiry: date('Valid until', 'Not shown after this day.'),
        verification: link('Where to check it', { description: 'The register or certificate page that confirms it.' }),
      },
    }),
  },
  singletons: {
    about: companyPage('About page', 'about'),
    careers: companyPage('Careers page', 'careers'),
    support: companyPage('Support page', 'support'),
    commitments: singleton({
      label: 'Service commitments',
      path: `${PROOF}/commitments`,
      format: 'yaml',
      schema: {
        hours: text('Working hours', { description: 'e.g. Monday to Friday, 9:00 to 17:30 UK time' }),
        responseTargets: fields.array(
          fields.object({
            plan: select('Plan', planOptions),
            channel: text('Channel'),
            firstResponse: text('First response', { description: 'e.g. Within 1 working day' }),
          }),
          { label: 'First response, by plan', itemLabel: (props) => props.fields.plan.value, validation: { length: { max: 3 } } },
        ),
        demoReply: fields.object(response('Who replies'), { label: 'Reply to a demo request' }),
        reportReview: fields.object(response('Who reviews it'), { label: 'Review of a reported site' }),
      },
    }),
  },
})
