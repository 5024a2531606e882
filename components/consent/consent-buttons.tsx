'use client'

import type { ConsentChoice } from '@/lib/consent'
import { saveConsent } from './consent-store'

const choices: { choice: ConsentChoice; label: string }[] = [
  { choice: 'accepted', label: 'Accept' },
  { choice: 'declined', label: 'Decline' },
]

/** Accept and Decline with one shared style: the ICO treats a less prominent reject as non-compliant. */
export function ConsentButtons({
  buttonClassName,
  onChoice,
}: {
  buttonClassName: string
  onChoice?: (choice: ConsentChoice) => void
}) {
  return (
    <div className="flex gap-3">
      {choices.map(({ choice, label }) => (
        <button
          key={choice}
          type="button"
          className={`min-w-28 rounded-lg px-4 py-2 text-sm font-semibold ${buttonClassName}`}
          onClick={() => {
            saveConsent(choice)
            onChoice?.(choice)
          }}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
