import type { FieldCopy } from '@/content/forms/form-copy'
import { Field, type FieldProps } from '@/components/forms/form-field'

type Who = 'name' | 'email' | 'company'

export function WhoFields<Name extends string>({
  form,
  fields,
}: {
  form: FieldProps<Name | Who>['form']
  fields: Record<Who, FieldCopy>
}) {
  return (
    <>
      <Field form={form} name="name" copy={fields.name}>
        {(props) => <input {...props} type="text" autoComplete="name" />}
      </Field>
      <Field form={form} name="email" copy={fields.email}>
        {(props) => <input {...props} type="email" autoComplete="email" spellCheck={false} />}
      </Field>
      <Field form={form} name="company" copy={fields.company}>
        {(props) => <input {...props} type="text" autoComplete="organization" />}
      </Field>
    </>
  )
}
