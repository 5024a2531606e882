import { commitment } from 'content-collections'
import { pricing } from '@/content/pricing'
import type { PlanId } from '@/lib/pricing'

// The service commitments are content the company edits (content/proof/commitments.yaml, "Service
// commitments" in the editor); these are the shapes the pages read them in.

export type ResponseTarget = { plan: PlanId; planName: string; channel: string; firstResponse: string }

/** When support works: the support page (`<WorkingHours />` in content/company/support.mdx) and the contact page. */
export const workingHours: string = commitment.hours

/**
 * First-response targets per plan, during working hours: the one source for the support page
 * (`<ResponseTimes />` in content/company/support.mdx) and the home page's commitments. None: no table.
 */
export const responseTargets: ResponseTarget[] = commitment.responseTargets.map((target) => ({
  ...target,
  planName: pricing.plans.find((plan) => plan.id === target.plan)!.name,
}))

export type ReplyTarget = { from: string; firstResponse: string }

/**
 * The reply to a demo request, counted in working days like the targets above: the one source for
 * the book-demo page's promise (its intro, its "What happens next" panel and its success message).
 */
export const demoReply: ReplyTarget = commitment.demoReply

/**
 * How soon an analyst reviews a report of a malicious site from anyone, customer or not: the one source
 * for the report page's intro, its urgent steps, its "What happens next" panel and its success message.
 */
export const reportReview: ReplyTarget = commitment.reportReview
