'use client'

import type { ReportFormCopy } from '@/content/forms/report'
import { apiPaths } from '#lib/api'
import { ApiFormFrame } from '@/components/forms/api-form'
import { Choices, Field } from '@/components/forms/form-field'
import { useApiForm } from '@/components/forms/use-api-form'
import { NewTabLink } from '@/components/ui/new-tab-link'

export function ReportForm({ copy }: { copy: ReportFormCopy }) {
  const form = useApiForm({
    path: apiPaths.report,
    copy,
    initial: { url: '', category: '', details: '', email: '' },
    loadValidator: () => import('#lib/validations/report').then((module) => module.validateReport),
  })
  const { fields, csam } = copy

  return (
    <ApiFormFrame form={form} submit={copy.submit} sending={copy.sending}>
      <Field form={form} name="url" copy={fields.url}>
        {(props) => <input {...props} type="url" inputMode="url" autoComplete="off" spellCheck={false} />}
      </Field>
      <Field form={form} name="category" copy={fields.category}>
        {(props) => (
          <select key={props.defaultValue} {...props}>
            <Choices choose={copy.choose} options={copy.categories} />
          </select>
        )}
      </Field>
      {/* Shown by CSS while CSAM is chosen, so also before the script runs; the live region announces it. */}
      <div aria-live="polite">
        <div className="hidden rounded-lg border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950 [form:has(option[value=csam]:checked)_&]:block">
          <p className="text-base font-semibold">{csam.heading}</p>
          <p className="mt-2">{csam.text}</p>
          <p className="mt-2 font-semibold">{csam.warning}</p>
          <p className="mt-2">{csam.danger}</p>
          <NewTabLink
            href={csam.link.href}
            className="mt-4 inline-flex rounded-lg bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
          >
            {csam.link.text}
          </NewTabLink>
        </div>
      </div>
      <Field form={form} name="details" copy={fields.details}>
        {(props) => <textarea {...props} rows={6} autoComplete="off" />}
      </Field>
      <Field form={form} name="email" copy={fields.email}>
        {(props) => <input {...props} type="email" autoComplete="email" spellCheck={false} />}
      </Field>
    </ApiFormFrame>
  )
}
