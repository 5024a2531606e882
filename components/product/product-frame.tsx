import { productViewCaption } from '@/content/product-view'

type Props = {
  section: string
  /** Given, the view is an image (`role="img"`) of this name; left out, its text is read as it stands. */
  label?: string
  tone?: 'light' | 'dark'
  className?: string
  /** On the window itself: a fixed footprint (the home header's 500 × 349). */
  frameClassName?: string
  /** The view lays out its own padding (the overview's side menu runs to the frame's edges). */
  flush?: boolean
  /** On a phone, the view leaves out its detail lines (a hero's view). */
  brief?: boolean
  children: React.ReactNode
}

export function ProductFrame({ section, label, tone = 'light', className, frameClassName, flush, brief, children }: Props) {
  return (
    <figure className={`min-w-0 ${className ?? ''}`}>
      <div role={label ? 'img' : undefined} aria-label={label} className={`flex flex-col view-frame ${frameClassName ?? ''}`}>
        <p className="view-titlebar">
          Plainguard <span aria-hidden="true">/</span> {section}
        </p>
        {/* A container: a view lays itself out by the width it is given, not the window's. */}
        <div className={`@container min-h-0 flex-1 ${flush ? '' : 'p-4 sm:p-5'} ${brief ? 'view-brief' : ''}`}>{children}</div>
      </div>
      <figcaption className={`mt-3 text-xs ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
        {productViewCaption}
      </figcaption>
    </figure>
  )
}
