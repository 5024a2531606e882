// Keystatic's fields as a Standard Schema, so that content-collections validates each file it reads with the editor's
// own rules (each field's reader), and the build accepts exactly what the editor saves.
import type { ComponentSchema, FormFieldStoredValue } from '@keystatic/core'
import type { StandardSchemaV1 } from '@standard-schema/spec'

export type Issue = { message: string; path: (string | number)[] }

function parse(field: ComponentSchema, value: unknown, path: Issue['path'], issues: Issue[], slugField?: string): unknown {
  // YAML's null is a field left empty.
  const stored = (value ?? undefined) as FormFieldStoredValue
  const fail = (message: string, at = path) => void issues.push({ message, path: at })
  switch (field.kind) {
    case 'form':
      // A body is compiled apart; no entry here has files beside it.
      if (field.formKind === 'content' || field.formKind === 'assets') return fail('is not a field this schema reads')
      try {
        // The entry's slug field stores its name; its file's name, the address, is checked where it is known.
        if (field.formKind === 'slug' && path.length === 1 && path[0] === slugField)
          return field.reader.parseWithSlug(stored, { slug: 'file-name', glob: '*' })
        return field.reader.parse(stored)
      } catch (error) {
        return fail((error as Error).message)
      }
    case 'object': {
      const record = stored ?? {}
      if (typeof record !== 'object' || Array.isArray(record)) return fail('Must be an object')
      for (const key of Object.keys(record)) if (!(key in field.fields)) fail('is not a field of this entry', [...path, key])
      const entries = Object.entries(field.fields).map(([key, inner]) => [
        key,
        parse(inner, (record as Record<string, unknown>)[key], [...path, key], issues, slugField),
      ])
      return Object.fromEntries(entries)
    }
    case 'array': {
      const list = stored ?? []
      if (!Array.isArray(list)) return fail('Must be a list')
      const { min = 0, max = Infinity } = field.validation?.length ?? {}
      if (list.length < min) fail(`Must have at least ${min} element${min === 1 ? '' : 's'}`)
      if (list.length > max) fail(`Must have at most ${max} element${max === 1 ? '' : 's'}`)
      return list.map((item, index) => parse(field.element, item, [...path, index], issues))
    }
    default:
      return fail(`is a ${field.kind} field, which this schema does not read`)
  }
}

/**
 * An entry's fields (`content`, the body, is compiled apart; `slugField` names it, as in its collection), then `refine`:
 * what a field cannot see by itself. Issues name the field by its path, as content-collections prints them.
 */
export function keystaticSchema<Output>(
  { schema, slugField }: { schema: Record<string, ComponentSchema>; slugField?: string },
  refine: (data: Record<string, unknown>) => Issue[],
): StandardSchemaV1<Record<string, unknown>, Output> {
  const { content: body, ...fields } = schema
  const fieldsOnly: ComponentSchema = { kind: 'object', fields }
  return {
    '~standard': {
      version: 1,
      vendor: 'keystatic',
      validate(value) {
        const { content, ...data } = (value ?? {}) as Record<string, unknown>
        const issues: Issue[] = []
        const parsed = parse(fieldsOnly, data, [], issues, slugField) as Record<string, unknown>
        issues.push(...refine(data))
        if (issues.length) return { issues }
        return { value: (typeof content === 'string' ? { ...parsed, content } : parsed) as Output }
      },
    },
  }
}
