'use client'

import { useEffect, useEffectEvent, useState } from 'react'
import type { UnsubscribeField } from '@/lib/validations/unsubscribe'
import type { FormCopy } from '@/content/forms/form-copy'
import { apiPaths } from '@/lib/api'
import { unsubscribeLink } from '@/lib/url'
import { ApiFormFrame } from './api-form'
import { FormField } from './form-field'
import { useApiForm } from './use-api-form'

type Copy = FormCopy<Exclude<UnsubscribeField, 'token'>>
/** The address and token of the link in a newsletter email (both untrusted text). */
type Link = { email: string; token: string }
const noLink: Link = { email: '', token: '' }

/**
 * The form. A `link` given after it hydrated fills in the token, and the address unless the field holds
 * one: what a visitor typed before the script ran (a correction, say) is theirs and stays.
 */
export function UnsubscribeForm({ copy, link = noLink }: { copy: Copy; link?: Link }) {
  const form = useApiForm({
    path: apiPaths.newsletterUnsubscribe,
    copy,
    initial: link,
    loadValidator: () => import('@/lib/validations/unsubscribe').then((module) => module.validateUnsubscribe),
  })
  const { values, setValue } = form
  // `values` already holds what was typed before hydration (useApiForm adopts it as the form hydrates).
  const fillFromLink = useEffectEvent(() => {
    if (link.email && !values.email) setValue('email', link.email)
    if (link.token) setValue('token', link.token)
  })
  useEffect(() => fillFromLink(), [link])

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
 * client-only bailout), so what a visitor typed and submitted before the script ran is kept and sent.
 */
export function UnsubscribeFromLink({ copy }: { copy: Copy }) {
  const [opened, setOpened] = useState({ link: noLink, later: 0 })
  useEffect(() => {
    const read = (search: string, later: number) => {
      const link = unsubscribeLink(search, window.location.hash)
      if (window.location.search || window.location.hash) window.history.replaceState(null, '', window.location.pathname)
      if (link.email || link.token) setOpened((previous) => ({ link, later: previous.later + later }))
    }
    read(window.location.search, 0)
    // Another link opened in this tab changes only the fragment: it starts a new form (what was typed for
    // the last link goes with it); read it, then clear it as well.
    const onHashChange = () => read('', 1)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])
  return <UnsubscribeForm key={opened.later} copy={copy} link={opened.link} />
}
