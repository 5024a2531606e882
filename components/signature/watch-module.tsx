import { breakAtDots } from '@/components/ui/address-text'
import type { SignatureOf } from '@/content/signature'
import { moduleLabel } from '@/components/signature/label'

function Marked({ lookalike, changed }: { lookalike: string; changed: string }) {
  const at = lookalike.indexOf(changed)
  return (
    <>
      {lookalike.slice(0, at)}
      <mark className="rounded-sm bg-amber-100 px-px text-amber-900">{changed}</mark>
      {lookalike.slice(at + changed.length)}
    </>
  )
}

export function WatchModule({ module }: { module: SignatureOf<'watch'> }) {
  return (
    <>
      <table className="w-full text-left">
        <caption className="mb-2 text-left">
          <span className="view-term">Your name </span>
          <span className="view-mono text-sm">{breakAtDots(module.name)}</span>
        </caption>
        {/* A narrow module stacks each technique over its lookalike, so no address breaks mid-word. */}
        <thead className={`${moduleLabel} @max-md:sr-only`}>
          <tr>
            <th scope="col" className="pr-3 pb-1.5 font-semibold">
              Technique
            </th>
            <th scope="col" className="pb-1.5 font-semibold">
              Example lookalike
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100 border-y border-navy-100">
          {module.items.map((item) => (
            <tr key={item.lookalike} className="@max-md:flex @max-md:flex-col @max-md:py-1.5">
              <th scope="row" className="py-1.5 pr-3 align-top font-medium text-navy-900 @max-md:p-0">
                {item.technique}
              </th>
              <td className="py-1.5 view-mono @max-md:p-0">
                <Marked lookalike={item.lookalike} changed={item.changed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className={`${moduleLabel} mt-3`}>What happens next</h4>
      {/* Each stage's two lines share rows with its neighbours' (subgrid): a label that wraps moves no other. */}
      <ol className="mt-1.5 grid gap-2 @md:grid-cols-3">
        {module.stages.map((stage, index) => (
          <li
            key={stage.when}
            className="rounded-lg bg-navy-50 px-3 py-2 @md:row-span-2 @md:grid @md:grid-rows-subgrid @md:gap-y-0.5"
          >
            <p className="text-xs text-slate-600">
              {index + 1}. {stage.when}
            </p>
            <p className="mt-0.5 font-semibold text-navy-900 @md:mt-0">{stage.then}</p>
          </li>
        ))}
      </ol>
    </>
  )
}
