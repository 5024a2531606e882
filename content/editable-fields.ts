import { fields, singleton } from '@keystatic/core'
import { block, mark, wrapper } from '@keystatic/core/content-components'
import { Icon } from '@keystar/ui/icon'
import { activityIcon } from '@keystar/ui/icon/icons/activityIcon'
import { layoutDashboardIcon } from '@keystar/ui/icon/icons/layoutDashboardIcon'
import { createElement } from 'react'
import { contentComponents } from '@/content/editable'

/** Never markup, because copy also lands in JSON-LD and meta tags. */
const words = { regex: /^(?!\s+$)[^<]*$/, message: 'must be plain text, not only spaces: “<” is not allowed' }
const https = { regex: /^(https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+([/?#][^\s<]*)?)?$/i, message: 'must be an https:// address' }

type TextOptions = { description?: string; multiline?: boolean; max?: number; optional?: true }
export const text = (label: string, { optional, max, ...options }: TextOptions = {}) =>
  fields.text({ label, ...options, validation: { isRequired: !optional, length: { max }, pattern: words } })
export const link = (label: string, { optional, description }: { optional?: true; description?: string } = {}) =>
  fields.text({ label, description, validation: { isRequired: !optional, pattern: https } })

/** The file name is made from it and is the address of the entry's page. */
export const name = (label: string, description?: string) =>
  fields.slug({
    name: { label, description, validation: { isRequired: true, pattern: words } },
    slug: {
      label: 'File name',
      description: 'Lower-case words joined by hyphens; the address of its page.',
      validation: {
        pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'must be lower-case words joined by hyphens (its address)' },
      },
    },
  })

// Plain TypeScript, no JSX: content-collections bundles this file for the build as it is.
const note = (text: string) => createElement('span', null, text)
const fromCommitments = note('Shown from Service commitments')

/** The build refuses any component not listed here. */
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
  StatusLink: mark({ label: 'Link to the status page', icon: createElement(Icon, { src: activityIcon }), schema: {}, tag: 'a' }),
  DashboardLink: mark({
    label: 'Link to the dashboard',
    icon: createElement(Icon, { src: layoutDashboardIcon }),
    schema: {},
    tag: 'a',
  }),
  ResponseTimes: block({ label: 'First-response targets', schema: {}, ContentView: () => fromCommitments }),
  WorkingHours: block({ label: 'Working hours', schema: {}, ContentView: () => fromCommitments }),
  CookieTable: block({
    label: 'Cookie table',
    schema: {},
    ContentView: () => note('Shown from content/policies/cookies.ts'),
  }),
} satisfies Record<(typeof contentComponents)[number], unknown>

export const body = (label: string) => fields.mdx({ label, components, options: { image: false, codeBlock: false } })
export const mdx = { contentField: 'content' } as const
export const date = (label: string, description?: string) => fields.date({ label, description, validation: { isRequired: true } })
export const select = <const V extends string>(label: string, options: readonly { value: V; label: string }[]) =>
  fields.select({ label, options, defaultValue: options[0]!.value })
export const response = (from: string) => ({
  from: text(from),
  firstResponse: text('How soon', { description: 'e.g. Within 1 working day' }),
})

export const companyPage = (label: string, file: string) =>
  singleton({ label, path: `content/company/${file}`, format: mdx, schema: { content: body('Copy') } })
