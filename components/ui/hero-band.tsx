import { contentGrid } from './content-grid'

/**
 * The band every hero sits in, and the site's signature: deep navy, a faint grid fading out from the
 * product view, and an accent glow behind it (the `hero-band` utility). Drawn with CSS gradients: no image
 * requests, and no element of its own.
 */
export function HeroBand({ className, children }: { className?: string; children: React.ReactNode }) {
  return <section className={`hero-band ${contentGrid} ${className ?? ''}`}>{children}</section>
}
