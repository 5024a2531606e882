import { productViewCaption } from '@/content/product-view'

type Props = {
  /** Where in the dashboard the view is, shown in its title bar: `Cases`, `Alerts`. */
  section: string
  /**
   * What the view shows, for people who cannot see it. Given, the view is an image (`role="img"`): a
   * hero's picture of the product. Left out, its text is read as it stands (a sample to read closely).
   */
  label?: string
  /** The background the view sits on, which decides the caption's colour. */
  tone?: 'light' | 'dark'
  /** On the figure: its width and placement. */
  className?: string
  /** On the window itself: a fixed footprint (the home header's 500 × 349). */
  frameClassName?: string
  /** The view lays out its own padding (the overview's side menu runs to the frame's edges). */
  flush?: boolean
  children: React.ReactNode
}

/**
 * The window every product view sits in (components/product/): the same title bar, border and shadow,
 * and the same caption saying the data is illustrative, so the views read as one product.
 */
export function ProductFrame({ section, label, tone = 'light', className, frameClassName, flush, children }: Props) {
  return (
    <figure className={`min-w-0 ${className ?? ''}`}>
      <div role={label ? 'img' : undefined} aria-label={label} className={`flex flex-col view-frame ${frameClassName ?? ''}`}>
        <p className="view-titlebar">
          Plainguard <span aria-hidden="true">/</span> {section}
        </p>
        {/* A container: a view lays itself out by the width it is given, not the window's. */}
        <div className={`@container min-h-0 flex-1 ${flush ? '' : 'p-4 sm:p-5'}`}>{children}</div>
      </div>
      <figcaption className={`mt-3 text-xs ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
        {productViewCaption}
      </figcaption>
    </figure>
  )
}
