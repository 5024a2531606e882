import type { SignatureOf } from '@/content/signature'
import { ServiceChip } from '@/components/signature/service-chip'

export function LureModule({ module }: { module: SignatureOf<'lure'> }) {
  return (
    <>
      <figure className="rounded-lg bg-navy-900 px-3.5 py-3 text-slate-200">
        <figcaption className="text-xs text-slate-400">{module.where}</figcaption>
        <p className="mt-1.5">
          <span className="font-semibold text-amber-300">{module.author}</span> {module.message}
        </p>
      </figure>
      {/* Title, text and chip share rows across the three (subgrid): a title that wraps moves no other. */}
      <ol className="mt-3 grid gap-2 @lg:grid-cols-3">
        {module.removals.map((removal, index) => (
          <li
            key={removal.what}
            className="flex flex-col rounded-lg border border-navy-100 p-3 @lg:row-span-3 @lg:grid @lg:grid-rows-subgrid @lg:gap-y-1"
          >
            <p className="font-semibold text-navy-900">
              <span className="text-accent-800">{index + 1}.</span> {removal.what}
            </p>
            <p className="mt-1 flex-1 text-xs text-slate-600 @lg:mt-0">{removal.how}</p>
            <p className="mt-2 @lg:mt-1 @lg:self-end">
              <ServiceChip service={removal.service} />
            </p>
          </li>
        ))}
      </ol>
    </>
  )
}
