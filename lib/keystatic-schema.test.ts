import { fields } from '@keystatic/core'
import { keystaticSchema, type Issue } from '#lib/keystatic-schema'

const entry = {
  slugField: 'title',
  schema: {
    title: fields.slug({ name: { label: 'Title', validation: { isRequired: true } } }),
    count: fields.integer({ label: 'Count', validation: { min: 1 } }),
    tags: fields.array(fields.text({ label: 'Tag', validation: { isRequired: true } }), {
      label: 'Tags',
      validation: { length: { min: 1, max: 2 } },
    }),
    reply: fields.object({ who: fields.text({ label: 'Who', validation: { isRequired: true } }) }),
    content: fields.mdx({ label: 'Body' }),
  },
}

const validate = (value: object, refine: () => Issue[] = () => []) =>
  keystaticSchema<Record<string, unknown>>(entry, refine)['~standard'].validate(value) as {
    value?: Record<string, unknown>
    issues?: Issue[]
  }

const valid = { title: 'A title', count: 2, tags: ['one'], reply: { who: 'Us' } }

describe('keystaticSchema', () => {
  it('returns the fields as each field reads them, the slug field as its name, the body as it is', () => {
    expect(validate({ ...valid, content: 'Body text' }).value).toEqual({ ...valid, content: 'Body text' })
  })

  it('names each wrong field by its path, nested ones included', () => {
    expect(validate({ ...valid, title: '', count: 0, tags: ['one', ''], reply: { who: '' } }).issues).toEqual([
      { path: ['title'], message: 'Title must not be empty' },
      { path: ['count'], message: 'Count must be at least 1' },
      { path: ['tags', 1], message: 'Tag must not be empty' },
      { path: ['reply', 'who'], message: 'Who must not be empty' },
    ])
  })

  it('refuses a key the schema does not have, and a list too short or too long', () => {
    expect(validate({ ...valid, colour: 'red' }).issues).toEqual([{ path: ['colour'], message: 'is not a field of this entry' }])
    expect(validate({ ...valid, tags: [] }).issues).toEqual([{ path: ['tags'], message: 'Must have at least 1 element' }])
    expect(validate({ ...valid, tags: ['a', 'b', 'c'] }).issues).toEqual([
      { path: ['tags'], message: 'Must have at most 2 elements' },
    ])
  })

  it('reads YAML’s empty value as a field left out', () => {
    expect(validate({ ...valid, count: null }).value).toMatchObject({ count: null })
    expect(validate({ ...valid, reply: null }).issues).toEqual([{ path: ['reply', 'who'], message: 'Who must not be empty' }])
  })

  it('adds what refine finds, after the fields', () => {
    const refine = () => [{ path: ['count'], message: 'is taken' }]
    expect(validate({ ...valid, title: '' }, refine).issues).toEqual([
      { path: ['title'], message: 'Title must not be empty' },
      { path: ['count'], message: 'is taken' },
    ])
  })
})
