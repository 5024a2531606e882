import { breakAtDots } from '@/components/ui/address-text'
import type { SignatureOf } from '@/content/signature'
import { moduleLabel } from '@/components/signature/label'

export function NoticeModule({ module }: { module: SignatureOf<'notice'> }) {
  const header = [
    { label: 'To', who: module.to.who, value: module.to.address },
    { label: 'Cc', who: module.copy.who, value: module.copy.address },
    { label: 'Site', who: module.site.what, value: module.site.address },
  ]
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {header.map((row) => (
          <div key={row.label} className="contents">
            <dt className="view-term">{row.label}</dt>
            <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2">
              <span className="view-mono">{breakAtDots(row.value)}</span>
              <span className="text-xs text-slate-600">{row.who}</span>
            </dd>
          </div>
        ))}
        <dt className="view-term">Subject</dt>
        <dd className="min-w-0 font-semibold text-navy-900">{module.subject}</dd>
      </dl>
      <div className="mt-3 border-t border-navy-100 pt-3">
        <p className={moduleLabel}>Grounds</p>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5 marker:font-semibold marker:text-accent-800">
          {module.grounds.map((ground) => (
            <li key={ground}>{ground}</li>
          ))}
        </ol>
        <p className="mt-2 text-navy-900">{module.request}</p>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-navy-100 pt-3">
        <span className={`${moduleLabel} @max-md:w-full`}>Attached</span>
        {module.evidence.map((file) => (
          <span key={file} className="view-chip">
            {file}
          </span>
        ))}
      </div>
    </>
  )
}
