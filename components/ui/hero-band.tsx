import { contentGrid } from './content-grid'

/**
 * The band every hero sits in, and the site's signature: deep navy, a faint grid fading out from the
 * product view, and an accent glow behind it. Drawn with CSS gradients: no image requests.
 */
export function HeroBand({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-slate-300">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] mask-[radial-gradient(ellipse_at_75%_40%,black,transparent_70%)] bg-size-[3rem_3rem]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(40rem_28rem_at_78%_45%,rgb(20_184_166/0.22),transparent_70%)]"
      />
      <div className={`${contentGrid} ${className ?? ''}`}>{children}</div>
    </section>
  )
}
