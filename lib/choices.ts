/**
 * A checkbox group's answer as one form value: the ticked options joined by commas, in the order of
 * the options (`tue,thu`); none ticked is ''. Forms keep every field as text, so a group does too.
 */
export function choiceList(value: string): string[] {
  return value.split(',').filter(Boolean)
}

/** What a form sends for a field: every value it holds (a checkbox group has several), joined. */
export function joinChoices(values: readonly string[]): string {
  return values.join(',')
}

/** `value` with `choice` ticked or unticked, in the order of `options`. */
export function toggleChoice(value: string, choice: string, checked: boolean, options: readonly string[]): string {
  const chosen = new Set(choiceList(value))
  if (checked) chosen.add(choice)
  else chosen.delete(choice)
  return joinChoices(options.filter((option) => chosen.has(option)))
}
