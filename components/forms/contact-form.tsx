'use client'

import type { ContactField } from '@/lib/validations/contact'
import type { FormCopy } from '@/content/forms/form-copy'
import { apiPaths } from '@/lib/api'
import { ApiFormFrame } from './api-form'
import { FormField } from './form-field'
import { useApiForm } from './use-api-form'

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
      <FormField form={form} name="name" copy={fields.name}>
        {(control) => <input {...control} type="text" autoComplete="name" />}
      </FormField>
      <FormField form={form} name="email" copy={fields.email}>
        {(control) => <input {...control} type="email" autoComplete="email" spellCheck={false} />}
      </FormField>
      <FormField form={form} name="company" copy={fields.company}>
        {(control) => <input {...control} type="text" autoComplete="organization" />}
      </FormField>
      <FormField form={form} name="message" copy={fields.message}>
        {(control) => <textarea {...control} rows={7} autoComplete="off" />}
      </FormField>
    </ApiFormFrame>
  )
}
