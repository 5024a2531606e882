import { commitment } from 'content-collections'
import { pricing } from '@/content/pricing'
import { keepTimeTogether } from '#lib/format'
import type { PlanId } from '#lib/pricing'

// The company edits the service commitments (content/proof/commitments.yaml); these are the shapes the pages read.

export type ResponseTarget = { plan: PlanId; planName: string; channel: string; firstResponse: string }

export const workingHours: string = commitment.hours

/** An empty list shows no table. */
export const responseTargets: ResponseTarget[] = commitment.responseTargets.map((target) => ({
  ...target,
  firstResponse: keepTimeTogether(target.firstResponse),
  planName: pricing.plans.find((plan) => plan.id === target.plan)!.name,
}))

export const responseTable = {
  label: 'First-response targets by plan',
  columns: { plan: 'Plan', firstResponse: 'First response', channel: 'How to reach us' },
}

export type ReplyTarget = { from: string; firstResponse: string }

/** In working days. The book-demo page takes its promise only from here. */
export const demoReply: ReplyTarget = {
  ...commitment.demoReply,
  firstResponse: keepTimeTogether(commitment.demoReply.firstResponse),
}

export const reportReview: ReplyTarget = {
  ...commitment.reportReview,
  firstResponse: keepTimeTogether(commitment.reportReview.firstResponse),
}
