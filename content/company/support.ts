import { responseTargets, workingHours } from '@/content/support'

/** The Support page beside its prose (content/company/support.mdx): when we answer, and how fast on each plan. */
export const supportPage = {
  factsHeading: 'Support at a glance',
  facts: [
    { term: 'Working hours', detail: workingHours },
    ...responseTargets.map(({ planName, firstResponse }) => ({ term: `First response, ${planName}`, detail: firstResponse })),
    { term: 'To open a request', detail: 'Your dashboard' },
  ],
  /** The closing band's ways on: the dashboard first, then the contact page and the status page. */
  actions: { dashboard: 'Open the dashboard', status: 'Service status' },
}
