'use client'

import { useId, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { newsletterCopy as copy } from '@/content/newsletter'
import { trackEvent } from '@/lib/analytics'
import { apiPaths, postJson } from '@/lib/api'
import { formMessage, type FormMessage } from '@/lib/form-message'
import { keepValuesOnReset, useFormBeforeHydration } from './use-form-before-hydration'

/** `hero`: on the home page's dark hero. */
const tones = {
  light: { label: 'text-navy-900', success: 'text-accent-800', error: 'text-red-700', button: 'primary' },
  // Outlined on the hero: Book a Demo stays the one filled action there.
  hero: { label: 'text-slate-200', success: 'text-accent-300', error: 'text-red-300', button: 'inverse-outline' },
} as const

export function NewsletterForm({ tone = 'light' }: { tone?: keyof typeof tones }) {
  const colours = tones[tone]
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<FormMessage | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const busy = useRef(false)
  useFormBeforeHydration(
    () => formRef.current,
    (data) => setEmail(String(data.get('email') ?? '')),
  )

  /**
   * The form's action: only valid input gets here (the browser's own validation of type="email" and
   * required runs first), and React replays a submit made before hydration once the form is live.
   */
  async function subscribe(data: FormData) {
    if (busy.current) return
    busy.current = true
    // Updates made before the first await would wait for the whole action (it runs as a transition).
    await Promise.resolve()
    const typed = String(data.get('email') ?? '')
    setEmail(typed)
    setSending(true)
    setMessage(null)
    const result = await postJson(apiPaths.newsletter, { email: typed.trim() })
    const outcome = formMessage(result, copy.outcomes)
    setMessage(outcome)
    if (!outcome.keepInput) setEmail('')
    // Never the address itself (UK GDPR data minimisation): only what went wrong.
    if (outcome.tone === 'error') trackEvent('Newsletter signup failed', { status: String(result) })
    setSending(false)
    busy.current = false
  }

  return (
    <form ref={formRef} action={subscribe} onReset={keepValuesOnReset} className="max-w-md">
      <label htmlFor={inputId} className={`block text-sm font-medium ${colours.label}`}>
        {copy.label}
      </label>
      <div className="mt-2 flex gap-2 sm:gap-3">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.co.uk"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-navy-900 placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={sending}
          onClick={() => trackEvent('Newsletter subscribe click')}
          className={buttonClasses(colours.button)}
        >
          {sending ? 'Subscribing…' : copy.button}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-6 text-sm font-medium ${message?.tone === 'error' ? colours.error : colours.success}`}
      >
        {message?.text}
      </p>
    </form>
  )
}
