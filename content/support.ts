import type { PlanId } from '@/lib/pricing'

export type ResponseTarget = { plan: PlanId; planName: string; channel: string; firstResponse: string }

/**
 * First-response targets per plan, during working hours: the one source for the support page
 * (`<ResponseTimes />` in content/company/support.mdx) and the home page's commitments.
 */
export const responseTargets: ResponseTarget[] = [
  { plan: 'starter', planName: 'Starter', channel: 'Email support', firstResponse: 'Within 2 working days' },
  { plan: 'business', planName: 'Business', channel: 'Priority email support', firstResponse: 'Within 1 working day' },
  {
    plan: 'enterprise',
    planName: 'Enterprise',
    channel: 'A named contact',
    firstResponse: 'Within 4 working hours for critical issues',
  },
]

export type ReplyTarget = { from: string; firstResponse: string }

/**
 * The reply to a demo request, counted in working days like the targets above: the one source for
 * the book-demo page's promise (its intro, its "What happens next" panel and its success message).
 */
export const demoReply: ReplyTarget = { from: 'One of our analysts', firstResponse: 'Within 1 working day' }

/**
 * STAND-IN (the company's to confirm): how soon an analyst reviews a report of a malicious site from
 * anyone, customer or not. The one source for the report page's intro, its urgent steps, its "What
 * happens next" panel and its success message.
 */
export const reportReview: ReplyTarget = { from: 'One of our analysts', firstResponse: 'Within 1 working day' }
