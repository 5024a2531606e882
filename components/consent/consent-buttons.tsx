'use client'

import { buttonClasses, type ButtonKind } from '@/components/ui/button'
import type { ConsentChoice } from '@/lib/consent'
import { saveConsent } from '@/components/consent/consent-store'

const choices: { choice: ConsentChoice; label: string }[] = [
  { choice: 'accepted', label: 'Accept' },
  { choice: 'declined', label: 'Decline' },
]

/**
 * Accept and Decline with one shared style: the ICO treats a less prominent reject as non-compliant. On phones
 * each takes half the width: two equal targets for a thumb, in one row so the banner covers less of the page.
 */
export function ConsentButtons({ kind, onChoice }: { kind: ButtonKind; onChoice?: (choice: ConsentChoice) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex">
      {choices.map(({ choice, label }) => (
        <button
          key={choice}
          type="button"
          className={`${buttonClasses(kind)} min-w-28`}
          onClick={async () => {
            await saveConsent(choice)
            onChoice?.(choice)
          }}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
