'use client'

import { useSearchParams } from 'next/navigation'
import type { UnsubscribeField } from '@/lib/validations/unsubscribe'
import type { FormCopy } from '@/content/forms/form-copy'
import { apiPaths } from '@/lib/api'
import { ApiFormFrame } from './api-form'
import { FormField } from './form-field'
import { useApiForm } from './use-api-form'

type Copy = FormCopy<Exclude<UnsubscribeField, 'token'>>

/** The form, prefilled with the address and token of the link in a newsletter email (both untrusted text). */
export function UnsubscribeForm({ copy, email = '', token = '' }: { copy: Copy; email?: string; token?: string }) {
  const form = useApiForm({
    path: apiPaths.newsletterUnsubscribe,
    copy,
    initial: { email, token },
    loadValidator: () => import('@/lib/validations/unsubscribe').then((module) => module.validateUnsubscribe),
  })

  return (
    <ApiFormFrame form={form} submit={copy.submit} sending={copy.sending}>
      <FormField form={form} name="email" copy={copy.fields.email}>
        {(control) => <input {...control} type="email" autoComplete="email" spellCheck={false} />}
      </FormField>
    </ApiFormFrame>
  )
}

/**
 * Reads ?email= and ?token= in the browser, so the page itself stays static. Render inside
 * <Suspense> with the empty form as fallback: that is what the prerendered HTML holds.
 */
export function UnsubscribeFromLink({ copy }: { copy: Copy }) {
  const query = useSearchParams()
  return <UnsubscribeForm copy={copy} email={query.get('email') ?? ''} token={query.get('token') ?? ''} />
}
