import { breakAtDots } from '@/components/ui/address-text'
import type { SignatureOf } from '@/content/signature'
import { moduleLabel } from '@/components/signature/label'

type Part = SignatureOf<'email'>['flags'][number]['at']

/** A red flag's number, where it is in the email; the list below says it in words. */
function FlagMark({ flags, at }: { flags: SignatureOf<'email'>['flags']; at: Part }) {
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

export function EmailModule({ module }: { module: SignatureOf<'email'> }) {
  const { flags } = module
  return (
    <>
      <div className="rounded-lg border border-navy-100">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 border-b border-navy-100 bg-navy-50 px-3 py-2">
          <dt className="view-term">From</dt>
          <dd className="min-w-0 view-mono">
            {breakAtDots(module.from)}
            <FlagMark flags={flags} at="from" />
          </dd>
          <dt className="view-term">Subject</dt>
          <dd className="min-w-0 font-semibold text-navy-900">
            {module.subject}
            <FlagMark flags={flags} at="subject" />
          </dd>
        </dl>
        <div className="px-3 py-2.5">
          <p className="text-navy-900">
            {module.body}
            <FlagMark flags={flags} at="body" />
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
