import { buttonClasses, type ButtonKind } from '@/components/ui/button'
import type { ConsentChoice } from '#lib/consent'
import { saveConsent } from '@/components/consent/consent-store'

const choices: { choice: ConsentChoice; label: string }[] = [
  { choice: 'accepted', label: 'Accept' },
  { choice: 'declined', label: 'Decline' },
]

/** One style for both: the ICO deems a less prominent reject non-compliant. One row on phones: the banner covers less. */
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
