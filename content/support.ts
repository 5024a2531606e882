import { commitment } from 'content-collections'
import { pricing } from '@/content/pricing'
import { keepTimeTogether } from '@/lib/format'
import type { PlanId } from '@/lib/pricing'

// The service commitments are content the company edits (content/proof/commitments.yaml, "Service
// commitments" in the editor); these are the shapes the pages read them in, each time kept on one line.

export type ResponseTarget = { plan: PlanId; planName: string; channel: string; firstResponse: string }

/** When support works: the support page (`<WorkingHours />` in content/company/support.mdx) and the contact page. */
export const workingHours: string = commitment.hours

/** First-response targets per plan, for the support page and the home page's commitments; none, no table. */
export const responseTargets: ResponseTarget[] = commitment.responseTargets.map((target) => ({
  ...target,
  firstResponse: keepTimeTogether(target.firstResponse),
  planName: pricing.plans.find((plan) => plan.id === target.plan)!.name,
}))

/** The support page's table of the targets. */
export const responseTable = {
  label: 'First-response targets by plan',
  columns: { plan: 'Plan', firstResponse: 'First response', channel: 'How to reach us' },
}

export type ReplyTarget = { from: string; firstResponse: string }

/** The reply to a demo request, in working days: the book-demo page's one source for its promise. */
export const demoReply: ReplyTarget = {
  ...commitment.demoReply,
  firstResponse: keepTimeTogether(commitment.demoReply.firstResponse),
}

/** How soon an analyst reviews a report, from anyone: the report page's one source for its promise. */
export const reportReview: ReplyTarget = {
  ...commitment.reportReview,
  firstResponse: keepTimeTogether(commitment.reportReview.firstResponse),
}
