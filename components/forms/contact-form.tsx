'use client'

import type { ContactField } from '#lib/validations/contact'
import type { FormCopy } from '@/content/forms/form-copy'
import { apiPaths } from '#lib/api'
import { ApiFormFrame } from '@/components/forms/api-form'
import { Field } from '@/components/forms/form-field'
import { useApiForm } from '@/components/forms/use-api-form'
import { WhoFields } from '@/components/forms/who-fields'

export function ContactForm({ copy }: { copy: FormCopy<ContactField> }) {
  const form = useApiForm({
    path: apiPaths.contact,
    copy,
    initial: { name: '', email: '', company: '', message: '' },
    loadValidator: () => import('#lib/validations/contact').then((module) => module.validateContact),
  })
  const { fields } = copy

  return (
    <ApiFormFrame form={form} submit={copy.submit} sending={copy.sending}>
      <WhoFields form={form} fields={fields} />
      <Field form={form} name="message" copy={fields.message}>
        {(props) => <textarea {...props} rows={7} autoComplete="off" />}
      </Field>
    </ApiFormFrame>
  )
}
