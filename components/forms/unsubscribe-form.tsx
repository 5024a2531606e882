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

/** The token is sent but never put in the page, where Sentry's replay could read it. */
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
 * Reads the link in the browser, so the page stays static, then clears it from the address bar. The
 * prerendered form is the one that hydrates, so what was typed and sent before the script ran is kept.
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
    // Another link in this tab changes only the fragment: a new form for it.
    const onHashChange = () => read('', 1)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])
  return <UnsubscribeForm key={opened.later} copy={copy} link={opened.link} />
}
