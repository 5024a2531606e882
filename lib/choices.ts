/** The form value is `tue,thu`, or '' for none. */
export function choiceList(value: string): string[] {
  return value.split(',').filter(Boolean)
}

export function formValues<Field extends string>(data: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, data.getAll(field).map(String).join(',')])) as Record<Field, string>
}
