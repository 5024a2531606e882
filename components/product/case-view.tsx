import type { ProductViewOf } from '@/content/product-view'
import { Timeline } from '@/components/product/timeline'
import { Details, Mono, ViewHeader } from '@/components/product/view-parts'
import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'

export function CaseView({ view }: { view: ProductViewOf<'case'> }) {
  return (
    <>
      <ViewHeader label={view.reference} title={view.title} status={view.status} />
      <Details
        className="mt-3"
        items={[
          { label: 'Target', value: <Mono>{view.target}</Mono> },
          { label: 'Imitates', value: keepHyphenatedWords(view.imitates) },
        ]}
      />
      <Timeline events={view.timeline} label="Case history" className="mt-4" />
      <div className="view-detail mt-4 flex flex-wrap items-center gap-2 border-t border-navy-100 pt-3">
        <span className="view-label @max-md:w-full">Evidence</span>
        {view.evidence.map((file) => (
          <span key={file} className="view-chip">
            {file}
          </span>
        ))}
      </div>
    </>
  )
}
