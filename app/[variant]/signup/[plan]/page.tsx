import { notFound } from 'next/navigation'
import { PlanHandoff } from '@/components/pricing/plan-handoff'
import { pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { isPricedPlanId } from '@/lib/pricing'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return [{ plan: 'starter' }, { plan: 'business' }]
}

async function planFor(params: Promise<{ plan: string }>) {
  const { plan } = await params
  return isPricedPlanId(plan) ? pricing.plans.find((candidate) => candidate.id === plan)! : notFound()
}

export async function generateMetadata({ params }: PageProps<'/[variant]/signup/[plan]'>) {
  const plan = await planFor(params)
  // A hand-off step: lib/routes.ts names it unlisted, so it is `noindex, follow`.
  return pageMetadata({
    title: pricingCopy.handoff.title(plan.name),
    description: pricingCopy.handoff.description(plan.name),
    path: `/signup/${plan.id}`,
  })
}

export default async function SignupPage({ params }: PageProps<'/[variant]/signup/[plan]'>) {
  const plan = await planFor(params)
  return (
    <div className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-navy-900">{pricingCopy.handoff.title(plan.name)}</h1>
      <p className="mt-3 mb-10 text-lg text-slate-600">{pricingCopy.handoff.intro}</p>
      {/* The choice is read from a cookie after hydration: its space is reserved so the footer does not move. */}
      <div className="min-h-[26rem]">
        <PlanHandoff plan={plan.id as 'starter' | 'business'} pricing={pricing} />
      </div>
    </div>
  )
}
