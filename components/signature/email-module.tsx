import { breakAtDots } from '@/components/ui/address-text'
import type { SignatureOf } from '@/content/signature'
import { moduleLabel } from '@/components/signature/label'

type Part = SignatureOf<'email'>['flags'][number]['at']

type Flags = SignatureOf<'email'>['flags']

/** A red flag's number, where it is in the email; the list below says it in words. */
function FlagMark({ flags, at }: { flags: Flags; at: Part }) {
  const index = flags.findIndex((flag) => flag.at === at)
  if (index < 0) return null
  return (
    <span
      aria-hidden="true"
      className="ml-1.5 inline-grid size-5 shrink-0 place-items-center rounded-full bg-red-700 align-[0.0625rem] text-[0.6875rem] font-bold text-white"
    >
      {index + 1}
    </span>
  )
}

/** The text with its flag held to its last word, so a flag never starts a line alone. */
function Flagged({ text, flags, at }: { text: string; flags: Flags; at: Part }) {
  const lastSpace = text.lastIndexOf(' ') + 1
  return (
    <>
      {text.slice(0, lastSpace)}
      <span className="whitespace-nowrap">
        {text.slice(lastSpace)}
        <FlagMark flags={flags} at={at} />
      </span>
    </>
  )
}

export function EmailModule({ module }: { module: SignatureOf<'email'> }) {
  const { flags } = module
  const [local, domain = ''] = module.from.split('@')
  return (
    <>
      <div className="rounded-lg border border-navy-100">
        {/* Stacked on phones, as the views' details are: there an address breaks only after its "@". */}
        <dl className="grid gap-x-3 gap-y-2 border-b border-navy-100 bg-navy-50 px-3 py-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-1">
          <dt className="view-term">From</dt>
          <dd className="view-value view-mono">
            {local}@<wbr />
            <Flagged text={domain} flags={flags} at="from" />
          </dd>
          <dt className="view-term">Subject</dt>
          <dd className="view-value font-semibold">
            <Flagged text={module.subject} flags={flags} at="subject" />
          </dd>
        </dl>
        <div className="px-3 py-2.5">
          <p className="text-navy-900">
            <Flagged text={module.body} flags={flags} at="body" />
          </p>
          <p className="mt-2.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="rounded-md bg-navy-900 px-3 py-1 font-semibold text-white">{module.button}</span>
            <FlagMark flags={flags} at="button" />
            <span className="view-mono text-xs text-slate-600">{breakAtDots(module.destination)}</span>
          </p>
        </div>
      </div>
      <h4 className={`${moduleLabel} mt-3`}>Red flags a trained eye spots</h4>
      <ol className="mt-1.5 space-y-1">
        {flags.map((flag, index) => (
          <li key={flag.at} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-red-700 text-[0.6875rem] font-bold text-white"
            >
              {index + 1}
            </span>
            <span>{flag.text}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2.5 border-t border-navy-100 pt-2.5 text-xs text-slate-600">{module.note}</p>
    </>
  )
}
