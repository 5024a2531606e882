/**
 * A checkbox group's answer as one form value: the ticked options joined by commas, in the order of
 * the options (`tue,thu`); none ticked is ''. Forms keep every field as text, so a group does too.
 */
export function choiceList(value: string): string[] {
  return value.split(',').filter(Boolean)
}

/** What a form holds for each of `fields`, as text: a field's values joined (a checkbox group has several). */
export function formValues<Field extends string>(data: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, data.getAll(field).map(String).join(',')])) as Record<Field, string>
}
