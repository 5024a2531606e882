import { checkContent, solutionPageSchema } from '@/content/schema'
import { services } from '@/content/services'

export const phishingSimulation = checkContent(solutionPageSchema, {
  slug: 'phishing-simulation',
  title: services.phishingSimulation.name,
  description:
    'We send realistic, harmless phishing emails to your staff, show who clicked and who reported them, and focus training on the people and teams who need it most.',
  image: {
    kind: 'campaign',
    name: 'Invoice payment request',
    audience: 'Sent to 240 staff in Finance and Operations, ended Friday',
    status: { label: 'Completed', tone: 'done' },
    outcomes: [
      { label: 'Reported it', count: 98, share: 41 },
      { label: 'Opened the link', count: 31, share: 13 },
      { label: 'Entered a password', count: 7, share: 3 },
    ],
    followUp: ['Short training sent to the 31 who opened the link', 'Next campaign booked for the same teams'],
  },
  imageAlt:
    'An illustrative phishing-simulation result in the Plainguard dashboard: a fake invoice email sent to 240 staff, with how many reported it, opened the link or entered a password, and the training that follows.',
  problem: {
    heading: 'When one click is all it takes',
    text:
      'Many attacks begin with a message asking someone to click, open or reply, and the people targeted are usually busy and trying to be helpful. A yearly training course does not show you who would fall for a convincing lure, or whether anyone would report it.',
    points: [
      'You cannot say which teams are most likely to click a convincing lure.',
      'Finance or HR have received messages posing as suppliers or senior managers.',
      'Training is completed every year, but nobody knows whether behaviour has changed.',
    ],
  },
  middleTitle: 'How phishing simulation works',
  middleSubtitle: 'Practise on safe bait',
  middleDescription:
    'We agree the scope and the ground rules with you, then run campaigns modelled on the lures currently aimed at organisations like yours, from fake invoices to parcel notices and password resets. Anyone who takes the bait sees a short explanation straight away, and you get reports that show progress over time rather than a list of names to blame. Included in the Business plan (a yearly campaign) and in Enterprise (yearly, with training).',
  cards: [
    {
      icon: 'target',
      title: 'Realistic scenarios',
      description:
        'Campaigns mirror lures seen in real attacks, adapted to your sector, suppliers and tools, with difficulty that rises as your staff improve.',
    },
    {
      icon: 'shield',
      title: 'Safe by design',
      description:
        'Simulated emails carry no malware and store no passwords: landing pages record that a link was clicked or a form submitted, and nothing more.',
    },
    {
      icon: 'users',
      title: 'Targeted groups',
      description:
        'Send to everyone, or focus on finance, HR, executive assistants and the other roles that attackers single out.',
    },
    {
      icon: 'check',
      title: 'Learning at the click',
      description:
        'Staff who click see a short, plain-language page explaining the warning signs they missed, at the moment it is most likely to stick.',
    },
    {
      icon: 'flag',
      title: 'Reporting counts',
      description:
        'We measure how many people report a simulation, not just how many click, because prompt reporting is what stops a real attack spreading.',
    },
    {
      icon: 'badge',
      title: 'Follow-up training',
      description:
        'On plans that include training, short modules are assigned to the people and teams who need them, and completion is tracked for you.',
    },
    {
      icon: 'chart',
      title: 'Progress over time',
      description:
        'Reports show click, submission and reporting rates by campaign and team, so you can see whether behaviour is changing.',
    },
    {
      icon: 'lock',
      title: 'Agreed ground rules',
      description:
        'Scope, timing, allow-listing and off-limits topics are agreed in writing before any email is sent, and your IT team is kept informed.',
    },
  ],
  closing: {
    heading: 'See a campaign before your staff do',
    text: 'In a demo we walk through a simulation as your staff would receive it, what happens when someone clicks, and the report your security team gets afterwards.',
  },
  seoTitle: 'Phishing Simulation and Staff Training | Plainguard',
  seoDescription:
    'Plainguard runs realistic, safe phishing simulations for your staff, teaches at the moment of the click and reports how click and reporting rates change.',
  seoKeywords: [
    'phishing simulation',
    'phishing awareness training',
    'security awareness training UK',
    'simulated phishing campaign',
    'staff phishing test',
    'social engineering testing',
  ],
})
