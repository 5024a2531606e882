'use client'

import { useEffect, useEffectEvent } from 'react'
import type { DemoFormCopy } from '@/content/forms/book-demo'
import { apiPaths } from '@/lib/api'
import { linkedDomain } from '@/lib/url'
import { ApiFormFrame } from './api-form'
import { ChoiceGroup } from './choice-group'
import { FormField } from './form-field'
import { useApiForm } from './use-api-form'

export function DemoForm({ copy }: { copy: DemoFormCopy }) {
  const form = useApiForm({
    path: apiPaths.demo,
    copy,
    initial: { name: '', email: '', company: '', domain: '', industry: '', days: '', windows: '', times: '' },
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
      <fieldset aria-describedby={`${form.formId}-when-hint`}>
        <legend className="text-base font-semibold text-navy-900">{copy.when.label}</legend>
        <p id={`${form.formId}-when-hint`} className="mt-1 text-sm text-slate-600">
          {copy.when.hint}
        </p>
        <div className="mt-4 space-y-5">
          <ChoiceGroup form={form} name="days" copy={fields.days} options={copy.days} />
          <ChoiceGroup form={form} name="windows" copy={fields.windows} options={copy.windows} />
          <FormField form={form} name="times" copy={fields.times}>
            {(control) => <textarea {...control} rows={2} autoComplete="off" />}
          </FormField>
        </div>
      </fieldset>
    </ApiFormFrame>
  )
}
