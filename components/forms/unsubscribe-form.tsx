'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
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
 * Reads ?email= and ?token= in the browser, so the page itself stays static, then clears them from
 * the address bar: from then on no script (analytics, Sentry's replay) and no later tab (its
 * Referer, `document.referrer`) can read the address. Render inside <Suspense> with the empty form
 * as fallback: that is what the prerendered HTML holds.
 */
export function UnsubscribeFromLink({ copy }: { copy: Copy }) {
  const query = useSearchParams()
  // Read once: the query is gone from the address after the first render.
  const [link] = useState(() => ({ email: query.get('email') ?? '', token: query.get('token') ?? '' }))
  useEffect(() => {
    if (window.location.search) window.history.replaceState(null, '', window.location.pathname + window.location.hash)
  }, [])
  return <UnsubscribeForm copy={copy} email={link.email} token={link.token} />
}
