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
      <FormField form={form} name="name" copy={fields.name} type="text" autoComplete="name" />
      <FormField form={form} name="email" copy={fields.email} type="email" autoComplete="email" spellCheck={false} />
      <FormField form={form} name="company" copy={fields.company} type="text" autoComplete="organization" />
      <FormField form={form} name="message" copy={fields.message} rows={7} />
    </ApiFormFrame>
  )
}
