import { company } from '@/content/company/facts'

export const careersPage = {
  action: { label: 'Send us a note', href: '/contact' },
  factsHeading: 'Working at Plainguard',
  facts: [
    { term: 'Open roles', detail: 'None right now' },
    { term: 'Headquarters', detail: company.headquarters },
    { term: 'Teams', detail: 'Security analysts, takedown specialists, trust and safety moderators and engineers' },
    { term: 'To apply', detail: 'Your CV and a short note, through our contact page' },
  ],
}
