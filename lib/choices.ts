/** A checkbox group's form value (`tue,thu`, or '' for none) as its ticked options. */
export function choiceList(value: string): string[] {
  return value.split(',').filter(Boolean)
}

/** What a form holds for each of `fields`, as text: a field's values joined (a checkbox group has several). */
export function formValues<Field extends string>(data: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, data.getAll(field).map(String).join(',')])) as Record<Field, string>
}
