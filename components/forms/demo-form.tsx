'use client'

import { useEffect, useEffectEvent } from 'react'
import type { DemoFormCopy } from '@/content/forms/book-demo'
import { apiPaths } from '@/lib/api'
import { linkedDomain } from '@/lib/url'
import { ApiFormFrame } from './api-form'
import { FormField } from './form-field'
import { useApiForm } from './use-api-form'

export function DemoForm({ copy }: { copy: DemoFormCopy }) {
  const form = useApiForm({
    path: apiPaths.demo,
    copy,
    initial: { name: '', email: '', company: '', domain: '', industry: '', times: '' },
    loadValidator: () => import('@/lib/validations/demo').then((module) => module.validateDemo),
  })
  const { fields } = copy
  // The page is prerendered: the link's domain (the lookalike checker's hand-off) is read after hydration.
  const prefill = useEffectEvent((domain: string) => form.setValue('domain', domain))
  useEffect(() => {
    const domain = linkedDomain(window.location.search, window.location.hash)
    if (domain) prefill(domain)
  }, [])

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
      <FormField form={form} name="domain" copy={fields.domain}>
        {(control) => <input {...control} type="text" autoComplete="url" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <FormField form={form} name="industry" copy={fields.industry}>
        {(control) => (
          <select {...control}>
            <option value="">{copy.choose}</option>
            {Object.entries(copy.industries).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField form={form} name="times" copy={fields.times}>
        {(control) => <textarea {...control} rows={3} autoComplete="off" />}
      </FormField>
    </ApiFormFrame>
  )
}
