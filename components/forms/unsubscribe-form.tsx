'use client'

import type { UnsubscribeField } from '#lib/validations/unsubscribe'
import type { FormCopy } from '@/content/forms/form-copy'
import { apiPaths } from '#lib/api'
import { unsubscribeLink } from '#lib/url'
import { ApiFormFrame } from '@/components/forms/api-form'
import { Field } from '@/components/forms/form-field'
import { useApiForm } from '@/components/forms/use-api-form'
import { useLocationValue } from '@/components/forms/use-location-value'

type Copy = FormCopy<Exclude<UnsubscribeField, 'token'>>
/** From a newsletter email's link: both untrusted text. */
type Link = { email: string; token: string }
const noLink: Link = { email: '', token: '' }

/** Sends the token only if the form held the link when it was sent. */
const withToken = (token: string) => () =>
  import('#lib/validations/unsubscribe').then(
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
      <Field form={form} name="email" copy={copy.fields.email}>
        {(props) => <input {...props} type="email" autoComplete="email" spellCheck={false} />}
      </Field>
      {link.token && <input type="hidden" {...form.control('link')} />}
    </ApiFormFrame>
  )
}

/** Clears the link from the address bar in the same step, before a replay can record it. */
function takeLink({ search, hash, pathname }: Location) {
  const link = unsubscribeLink(search, hash)
  if (search || hash) window.history.replaceState(null, '', pathname)
  return link.email || link.token ? link : undefined
}

/** Read in the browser so the page stays static; keyed by hashchanges, so a new link in this tab gets a new form. */
export function UnsubscribeFromLink({ copy }: { copy: Copy }) {
  const { value: link, changes } = useLocationValue(takeLink, noLink)
  return <UnsubscribeForm key={changes} copy={copy} link={link} />
}
