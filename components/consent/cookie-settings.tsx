'use client'

import { useState } from 'react'
import { ConsentButtons } from '@/components/consent/consent-buttons'
import { useConsent } from '@/components/consent/consent-store'
import { cookieSettingsCopy as copy } from '@/content/consent'
import { surface } from '@/components/ui/card'

/** Lets a visitor change their cookie choice as easily as they made it. */
export function CookieSettings() {
  const consent = useConsent()
  const [note, setNote] = useState('')
  return (
    <section aria-labelledby="cookie-settings" className={`${surface('plain', 'p-6')} mt-10`}>
      <h2 id="cookie-settings" className="text-xl font-semibold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700" aria-live="polite">
        {copy.current[consent]} {note}
      </p>
      <div className="mt-4">
        <ConsentButtons kind="secondary" onChoice={(choice) => setNote(choice === 'declined' ? copy.nowOff : copy.nowOn)} />
      </div>
    </section>
  )
}
