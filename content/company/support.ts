import { responseTargets, workingHours } from '@/content/support'

export const supportPage = {
  factsHeading: 'Support at a glance',
  facts: [
    { term: 'Working hours', detail: workingHours },
    ...responseTargets.map(({ planName, firstResponse }) => ({ term: `First response, ${planName}`, detail: firstResponse })),
    { term: 'To open a request', detail: 'Your dashboard' },
  ],
  actions: { dashboard: 'Open the dashboard', status: 'Service status' },
}
