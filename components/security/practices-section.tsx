import { cardSurface } from '@/components/ui/card'
import { IconTile } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { security } from '@/content/security'

export function PracticesSection() {
  return (
    <Section labelledBy="practices-heading" spacing="md">
      <SectionHeading id="practices-heading" subtitle={security.practicesIntro}>
        {security.practicesHeading}
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {security.practices.map((practice) => (
          <li key={practice.title} className={cardSurface}>
            <div className="flex items-center gap-3">
              <IconTile name={practice.icon} />
              <h3 className="text-lg font-semibold text-navy-900">{practice.title}</h3>
            </div>
            <p className="mt-3 text-slate-600">{practice.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
