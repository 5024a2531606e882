'use client'

import { useState } from 'react'
import { ConsentButtons } from '@/components/consent/consent-buttons'
import { useConsent, type ConsentState } from '@/components/consent/consent-store'

const describe: Record<ConsentState, string> = {
  accepted: 'You have accepted analytics and error reporting.',
  declined: 'You have declined analytics and error reporting.',
  undecided: 'You have not made a choice yet: analytics and error reporting are off.',
  unknown: 'Checking your current choice…',
}

/** Lets a visitor change their cookie choice as easily as they made it. */
export function CookieSettings() {
  const consent = useConsent()
  const [note, setNote] = useState('')
  return (
    <section aria-labelledby="cookie-settings" className="mt-10 rounded-xl border border-navy-100 p-6">
      <h2 id="cookie-settings" className="text-xl font-semibold text-navy-900">
        Cookie settings
      </h2>
      <p className="mt-2 text-slate-700" aria-live="polite">
        {describe[consent]} {note}
      </p>
      <div className="mt-4">
        <ConsentButtons
          kind="secondary"
          onChoice={(choice) => setNote(choice === 'declined' ? 'They are now off.' : 'They are now on.')}
        />
      </div>
    </section>
  )
}
