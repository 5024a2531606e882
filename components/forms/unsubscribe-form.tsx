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
/** The address and token of the link in a newsletter email (both untrusted text). */
type Link = { email: string; token: string }
const noLink: Link = { email: '', token: '' }

/** The validator, given the link's token when the page held the link as the form was sent. */
const withToken = (token: string) => () =>
  import('@/lib/validations/unsubscribe').then(
    ({ validateUnsubscribe }) =>
      ({ email, link }: Record<'email' | 'link', string>) =>
        validateUnsubscribe({ email, token: link && token }),
  )

/**
 * The form. A `link` given after it hydrated fills in the address unless the visitor typed one (the
 * browser leaves an edited field alone when its default changes). Its token goes with what is sent, but
 * never into the page, where a script (Sentry's replay) could read it: the page holds only that there is one.
 */
export function UnsubscribeForm({ copy, link = noLink }: { copy: Copy; link?: Link }) {
  const form = useApiForm<'email' | 'link'>({
    path: apiPaths.newsletterUnsubscribe,
    copy,
    initial: { email: link.email, link: link.token ? 'opened' : '' },
    loadValidator: withToken(link.token),
  })

  return (
    <ApiFormFrame form={form} submit={copy.submit} sending={copy.sending}>
      <FormField form={form} name="email" copy={copy.fields.email} type="email" autoComplete="email" spellCheck={false} />
      {link.token && <input type="hidden" {...form.control('link')} />}
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
