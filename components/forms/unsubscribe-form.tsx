'use client'

import { useEffect, useState } from 'react'
import type { UnsubscribeField } from '@/lib/validations/unsubscribe'
import type { FormCopy } from '@/content/forms/form-copy'
import { apiPaths } from '@/lib/api'
import { unsubscribeLink } from '@/lib/url'
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
 * Reads the link's address and token in the browser (#email=&token=, or ?email=&token= in links sent
 * before, which the middleware turns into the fragment form first), so the page itself stays static, then
 * clears them from the address bar: from then on no script (analytics, Sentry's replay) and no later tab
 * (its Referer, `document.referrer`) can read them. The prerendered form is the one that hydrates (no
 * client-only bailout), so what a visitor typed and submitted before the script ran is kept and sent;
 * a link's values arrive after hydration, as a new form.
 */
export function UnsubscribeFromLink({ copy }: { copy: Copy }) {
  const [link, setLink] = useState({ email: '', token: '', read: 0 })
  useEffect(() => {
    const read = (search: string) => {
      const next = unsubscribeLink(search, window.location.hash)
      if (window.location.search || window.location.hash) window.history.replaceState(null, '', window.location.pathname)
      // A new link starts a new form: what was typed for the last one goes with it.
      if (next.email || next.token) setLink((previous) => ({ ...next, read: previous.read + 1 }))
    }
    read(window.location.search)
    // Another link opened in this tab changes only the fragment: read it, then clear it as well.
    const onHashChange = () => read('')
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])
  return <UnsubscribeForm key={link.read} copy={copy} email={link.email} token={link.token} />
}
