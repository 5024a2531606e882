import type { ZodMiniType, input, output } from 'zod/mini'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

export type Validation<Data, Field extends string> = { ok: true; data: Data } | { ok: false; errors: FieldErrors<Field> }

export type Validator<Field extends string, Data = unknown> = (values: Record<Field, string>) => Validation<Data, Field>

export type FieldOf<Schema extends ZodMiniType> = Extract<keyof input<Schema>, string>

/** On failure, keeps the first message per field, in the schema's order. */
export function validate<Schema extends ZodMiniType>(
  schema: Schema,
  values: Record<FieldOf<Schema>, string>,
): Validation<output<Schema>, FieldOf<Schema>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
