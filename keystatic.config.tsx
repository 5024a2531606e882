// The content editor (/keystatic, `npm run dev` only): every field comes from content/collections.ts, the schema the
// build checks, so the two cannot disagree. Local files, or GitHub when the repository is named (docs/architecture.md).
import { config, fields, singleton, type Collection, type ComponentSchema } from '@keystatic/core'
import { block, mark, wrapper } from '@keystatic/core/content-components'
import { Icon } from '@keystar/ui/icon'
import { activityIcon } from '@keystar/ui/icon/icons/activityIcon'
import { layoutDashboardIcon } from '@keystar/ui/icon/icons/layoutDashboardIcon'
import { collections, contentComponents, type CollectionSpec } from '#content/collections.ts'
import type { Field, Fields } from '#content/fields.ts'

const PROOF = 'content/proof'

function keystaticField(spec: Field): ComponentSchema {
  const { label, description } = spec
  switch (spec.kind) {
    case 'name':
      return fields.slug({
        name: { label, description, validation: { isRequired: true } },
        slug: { label: 'File name', description: 'Lower-case words joined by hyphens; the address of its page.' },
      })
    case 'text':
      return fields.text({
        label,
        description,
        multiline: spec.multiline,
        validation: { isRequired: !spec.optional, length: { max: spec.max }, pattern: spec.pattern },
      })
    case 'integer':
      return fields.integer({ label, description, validation: { isRequired: !spec.optional, min: spec.min } })
    case 'date':
      return fields.date({ label, description, validation: { isRequired: true } })
    case 'select':
      return fields.select({ label, description, options: spec.options, defaultValue: spec.options[0]!.value })
    case 'multiselect':
      return fields.multiselect({ label, description, options: spec.options })
    case 'checkbox':
      return fields.checkbox({ label, description, defaultValue: false })
    case 'url':
      return fields.url({ label, description, validation: { isRequired: !spec.optional } })
    case 'image':
      return fields.image({ label, description, publicPath: spec.publicPath, validation: { isRequired: true } })
    case 'relationship':
      return fields.relationship({ label, description, collection: spec.collection, validation: { isRequired: !spec.optional } })
    case 'list': {
      const itemLabel = spec.itemLabel
      return fields.array(fields.object(keystaticFields(spec.of)), {
        label,
        description,
        itemLabel: (props) => String((props.fields as Record<string, { value: unknown }>)[itemLabel]?.value ?? ''),
        validation: { length: { min: spec.min, max: spec.max } },
      })
    }
    case 'object':
      return fields.object(keystaticFields(spec.of), { label })
  }
}

const keystaticFields = (of: Fields) => Object.fromEntries(Object.entries(of).map(([key, spec]) => [key, keystaticField(spec)]))

const fromCommitments = <span>Shown from Service commitments</span>

/** The components long-form copy may use (components/prose/mdx.tsx renders them; the build refuses others). */
const components = {
  Callout: wrapper({ label: 'Callout', schema: { title: fields.text({ label: 'Title' }) } }),
  Figure: block({
    label: 'Figure',
    schema: {
      src: fields.text({ label: 'Picture', description: 'An SVG under /images/, e.g. /images/blog/x.svg' }),
      alt: fields.text({ label: 'What it shows' }),
      caption: fields.text({ label: 'Caption' }),
    },
  }),
  StatusLink: mark({ label: 'Link to the status page', icon: <Icon src={activityIcon} />, schema: {}, tag: 'a' }),
  DashboardLink: mark({ label: 'Link to the dashboard', icon: <Icon src={layoutDashboardIcon} />, schema: {}, tag: 'a' }),
  ResponseTimes: block({ label: 'First-response targets', schema: {}, ContentView: () => fromCommitments }),
  WorkingHours: block({ label: 'Working hours', schema: {}, ContentView: () => fromCommitments }),
  CookieTable: block({
    label: 'Cookie table',
    schema: {},
    ContentView: () => <span>Shown from content/policies/cookies.ts</span>,
  }),
} satisfies Record<(typeof contentComponents)[number], unknown>

const body = (label: string) => fields.mdx({ label, components, options: { image: false, codeBlock: false } })
const folderOf = (spec: CollectionSpec) => (spec.proof ? `${PROOF}/${spec.directory}`.replace(/\/$/, '') : spec.directory)
const format = (spec: CollectionSpec) => (spec.format === 'mdx' ? { contentField: 'content' } : 'yaml')
const schemaWithBody = (spec: CollectionSpec) => ({
  ...keystaticFields(spec.fields),
  ...(spec.body && { content: body(spec.body) }),
})

const specs: [string, CollectionSpec][] = Object.entries(collections)
const open = specs.filter(([, spec]) => spec.nameField)
const fixed = specs.flatMap(([, spec]) => Object.entries(spec.entries ?? {}).map(([name, label]) => ({ name, label, spec })))

const github = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined

export default config({
  storage: github ? { kind: 'github', repo: github } : { kind: 'local' },
  ui: {
    brand: { name: 'Plainguard content' },
    navigation: {
      Pages: ['posts', 'policies', ...Object.keys(collections.companyPages.entries)],
      Proof: ['customers', 'testimonials', 'caseStudies', 'people', 'certifications', 'commitments'],
    },
  },
  collections: Object.fromEntries(
    open.map(([name, spec]): [string, Collection<Record<string, ComponentSchema>, string>] => [
      name,
      {
        label: spec.label,
        path: `${folderOf(spec)}/*`,
        slugField: spec.nameField!,
        format: format(spec),
        schema: schemaWithBody(spec),
      },
    ]),
  ),
  singletons: Object.fromEntries(
    fixed.map(({ name, label, spec }) => [
      name,
      singleton({ label, path: `${folderOf(spec)}/${name}`, format: format(spec), schema: schemaWithBody(spec) }),
    ]),
  ),
})
