import { contentGrid } from '@/components/ui/content-grid'

/** The navy band every hero sits in: CSS gradients (`hero-band`), so no image request and no element of its own. */
export function HeroBand({ className, children }: { className?: string; children: React.ReactNode }) {
  return <section className={`hero-band ${contentGrid} ${className ?? ''}`}>{children}</section>
}
