'use client'

import { buttonClasses } from '@/components/ui/button'
import { newsletterCopy as copy } from '@/content/newsletter'
import { trackEvent } from '@/lib/analytics'
import { apiPaths, type PostResult } from '@/lib/api'
import type { FormMessage } from '@/lib/form-message'
import { SubmitButton } from './submit-button'
import { useApiForm } from './use-api-form'

/** `hero`: on the home page's dark hero. */
const tones = {
  light: { label: 'text-navy-900', success: 'text-accent-800', error: 'text-red-700', button: 'primary' },
  // Outlined on the hero: Book a Demo stays the one filled action there.
  hero: { label: 'text-slate-200', success: 'text-accent-300', error: 'text-red-300', button: 'inverse-outline' },
} as const

// Never the address itself (UK GDPR data minimisation): only what went wrong.
const tellAnalytics = (result: PostResult, message: FormMessage) =>
  message.tone === 'error' && trackEvent('Newsletter signup failed', { status: String(result) })

export function NewsletterForm({ tone = 'light' }: { tone?: keyof typeof tones }) {
  const colours = tones[tone]
  const form = useApiForm({
    path: apiPaths.newsletter,
    copy,
    initial: { email: '' },
    loadValidator: () => import('@/lib/validations/newsletter').then((module) => module.validateNewsletter),
    onResult: tellAnalytics,
  })
  const { message } = form
  const field = form.control('email')
  // The browser checks the address first; the schema's message shows where it is stricter (`name@example`).
  const error = form.error('email')
  const statusId = `${field.id}-status`

  return (
    <form {...form.formProps} className="max-w-md">
      <label htmlFor={field.id} className={`block text-sm font-medium ${colours.label}`}>
        {copy.label}
      </label>
      <div className="mt-2 flex gap-2 sm:gap-3">
        <input
          {...field}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? statusId : undefined}
          type="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-navy-900 placeholder:text-slate-400"
        />
        <SubmitButton
          label={copy.button}
          sending={copy.sending}
          onClick={() => trackEvent('Newsletter subscribe click')}
          className={buttonClasses(colours.button)}
        />
      </div>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-6 text-sm font-medium ${message?.tone === 'error' ? colours.error : colours.success}`}
      >
        {error ?? message?.text}
      </p>
    </form>
  )
}
