import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PageIntro } from '@/components/page/page-intro'
import { AsidePanel, PageWithAside } from '@/components/page/page-with-aside'
import { PlanHandoff } from '@/components/pricing/plan-handoff'
import { buttonClasses } from '@/components/ui/button'
import { pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { unlistedPaths } from '@/content/routes'
import { isPricedPlanId, pricedPlanIds } from '#lib/pricing'
import { pageMetadata } from '#lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return pricedPlanIds.map((plan) => ({ plan }))
}

async function planFor(params: Promise<{ plan: string }>) {
  const { plan } = await params
  if (!isPricedPlanId(plan)) notFound()
  return { ...pricing.plans.find((candidate) => candidate.id === plan)!, id: plan }
}

export async function generateMetadata({ params }: PageProps<'/[variant]/signup/[plan]'>) {
  const plan = await planFor(params)
  const path = `/signup/${plan.id}`
  return pageMetadata({
    title: pricingCopy.handoff.title(plan.name),
    description: pricingCopy.handoff.description(plan.name),
    path,
    unlisted: unlistedPaths.has(path),
  })
}

export default async function SignupPage({ params }: PageProps<'/[variant]/signup/[plan]'>) {
  const plan = await planFor(params)
  const { help } = pricingCopy.handoff
  const aside = (
    <AsidePanel id="handoff-help-heading" heading={help.heading}>
      <p className="mt-2 text-sm text-slate-700">{help.text}</p>
      <ul className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
        {/* Outlined: continuing to sign up is the page's one primary action. Full width on a phone, as every button. */}
        {help.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={`${buttonClasses('secondary')} max-sm:w-full`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </AsidePanel>
  )
  return (
    <>
      <PageIntro copy={{ heading: pricingCopy.handoff.title(plan.name), summary: pricingCopy.handoff.intro }} />
      <PageWithAside aside={aside}>
        <PlanHandoff plan={plan.id} pricing={pricing} />
      </PageWithAside>
    </>
  )
}
