import type { SignatureOf } from '@/content/signature'
import { moduleLabel } from '@/components/signature/label'

export function RouteModule({ module }: { module: SignatureOf<'route'> }) {
  return (
    <>
      <ol className="grid gap-2 @lg:auto-cols-fr @lg:grid-flow-col">
        {module.stages.map((stage, index) => (
          <li key={stage.stage} className="flex flex-col rounded-lg bg-navy-50 px-3 py-2.5">
            <h4 className={moduleLabel}>
              {index + 1}. {stage.stage}
            </h4>
            <p className="mt-1 flex-1 text-navy-900">{stage.what}</p>
            <p className="mt-2 border-t border-navy-100 pt-2 text-xs font-medium text-accent-800">{stage.we}</p>
          </li>
        ))}
      </ol>
      {/* Under the stages at full width, its label on a line of its own: no sentence hanging beside a label. */}
      <p className="mt-2.5 text-xs text-pretty text-slate-600">
        <span className="block font-semibold text-navy-900">If nobody steps in</span>
        {module.end}
      </p>
    </>
  )
}
