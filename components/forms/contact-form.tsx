'use client'

import type { ContactField } from '@/lib/validations/contact'
import type { FormCopy } from '@/content/forms/form-copy'
import { apiPaths } from '@/lib/api'
import { ApiFormFrame } from '@/components/forms/api-form'
import { Field } from '@/components/forms/form-field'
import { useApiForm } from '@/components/forms/use-api-form'

export function ContactForm({ copy }: { copy: FormCopy<ContactField> }) {
  const form = useApiForm({
    path: apiPaths.contact,
    copy,
    initial: { name: '', email: '', company: '', message: '' },
    loadValidator: () => import('@/lib/validations/contact').then((module) => module.validateContact),
  })
  const { fields } = copy

  return (
    <ApiFormFrame form={form} submit={copy.submit} sending={copy.sending}>
      <Field form={form} name="name" copy={fields.name}>
        {(props) => <input {...props} type="text" autoComplete="name" />}
      </Field>
      <Field form={form} name="email" copy={fields.email}>
        {(props) => <input {...props} type="email" autoComplete="email" spellCheck={false} />}
      </Field>
      <Field form={form} name="company" copy={fields.company}>
        {(props) => <input {...props} type="text" autoComplete="organization" />}
      </Field>
      <Field form={form} name="message" copy={fields.message}>
        {(props) => <textarea {...props} rows={7} autoComplete="off" />}
      </Field>
    </ApiFormFrame>
  )
}
