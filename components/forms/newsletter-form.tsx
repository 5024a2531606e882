'use client'

import { buttonClasses } from '@/components/ui/button'
import { newsletterCopy as copy } from '@/content/newsletter'
import { trackEvent } from '#lib/analytics'
import { apiPaths, type PostResult } from '#lib/api'
import type { FormMessage } from '#lib/form-message'
import { Field } from '@/components/forms/form-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { useApiForm } from '@/components/forms/use-api-form'

/** Outlined on the hero: Book a Demo stays the one filled action there. */
const buttons = { light: 'primary', hero: 'inverse-outline' } as const

// Never the address itself (UK GDPR data minimisation): only what went wrong.
const tellAnalytics = (result: PostResult, message: FormMessage) =>
  message.tone === 'error' && trackEvent('Newsletter signup failed', { status: String(result) })

export function NewsletterForm({ tone = 'light' }: { tone?: keyof typeof buttons }) {
  const form = useApiForm({
    path: apiPaths.newsletter,
    copy,
    initial: { email: '' },
    loadValidator: () => import('#lib/validations/newsletter').then((module) => module.validateNewsletter),
    onResult: tellAnalytics,
  })

  return (
    <form {...form.formProps} className="max-w-md">
      {/* The browser checks the address first; the schema's message shows where it is stricter (`name@example`). */}
      <Field
        form={form}
        name="email"
        copy={copy}
        tone={tone}
        outcome={{ role: 'status', text: form.message?.text, error: form.message?.tone === 'error' }}
        action={
          <SubmitButton
            label={copy.button}
            sending={copy.sending}
            onClick={() => trackEvent('Newsletter subscribe click')}
            className={buttonClasses(buttons[tone])}
          />
        }
      >
        {(props) => <input {...props} type="email" required autoComplete="email" placeholder={copy.placeholder} />}
      </Field>
    </form>
  )
}
