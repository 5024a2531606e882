'use client'

import type { DemoFormCopy } from '@/content/forms/book-demo'
import { apiPaths } from '#lib/api'
import { linkedDomain } from '#lib/url'
import { ApiFormFrame } from '@/components/forms/api-form'
import { ChoiceGroup } from '@/components/forms/choice-group'
import { Choices, Field } from '@/components/forms/form-field'
import { useApiForm } from '@/components/forms/use-api-form'
import { WhoFields } from '@/components/forms/who-fields'
import { useLocationValue } from '@/components/forms/use-location-value'

const blank = { name: '', email: '', company: '', industry: '', days: '', windows: '', times: '' }
const fromLink = ({ search, hash }: Location) => linkedDomain(search, hash) || undefined

export function DemoForm({ copy }: { copy: DemoFormCopy }) {
  // The page is prerendered: the link's domain (the lookalike checker's hand-off) is read once it hydrates.
  const { value: domain } = useLocationValue(fromLink, '')
  const form = useApiForm({
    path: apiPaths.demo,
    copy,
    initial: { ...blank, domain },
    loadValidator: () => import('#lib/validations/demo').then((module) => module.validateDemo),
  })
  const { fields } = copy

  return (
    <ApiFormFrame form={form} submit={copy.submit} sending={copy.sending}>
      <WhoFields form={form} fields={fields} />
      <Field form={form} name="domain" copy={fields.domain}>
        {(props) => <input {...props} type="text" autoComplete="url" autoCapitalize="none" spellCheck={false} />}
      </Field>
      <Field form={form} name="industry" copy={fields.industry}>
        {(props) => (
          <select key={props.defaultValue} {...props}>
            <Choices choose={copy.choose} options={copy.industries} />
          </select>
        )}
      </Field>
      <fieldset aria-describedby={`${form.id}-when-hint`}>
        <legend className="text-base font-semibold text-navy-900">{copy.when.label}</legend>
        <p id={`${form.id}-when-hint`} className="mt-1 text-sm text-slate-600">
          {copy.when.hint}
        </p>
        <div className="mt-4 space-y-5">
          <ChoiceGroup form={form} name="days" copy={fields.days} options={copy.days} short />
          <ChoiceGroup form={form} name="windows" copy={fields.windows} options={copy.windows} />
          <Field form={form} name="times" copy={fields.times}>
            {(props) => <textarea {...props} rows={2} autoComplete="off" />}
          </Field>
        </div>
      </fieldset>
    </ApiFormFrame>
  )
}
