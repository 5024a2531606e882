import { phishingSimulationPlans, trainingPlans } from '@/content/pricing-terms'
import { checkContent, solutionPageSchema } from '@/content/schema'
import { services } from '@/content/services'

export const phishingSimulation = checkContent(solutionPageSchema, {
  slug: services.phishingSimulation.slug,
  title: services.phishingSimulation.name,
  summary: 'Safe, realistic phishing emails to test staff',
  description:
    'Once a year we send realistic, harmless phishing emails to your staff, then show who clicked, who entered a password and who reported it, team by team, so you know where the risk is and whether it is falling.',
  image: {
    kind: 'campaign',
    name: 'Invoice payment request',
    audience: 'Yearly campaign: 240 staff in four departments, ended Friday',
    status: { label: 'Completed', tone: 'done' },
    departments: [
      { name: 'Finance', sent: 48, reported: 52, clicked: 10, entered: 4 },
      { name: 'Operations', sent: 96, reported: 38, clicked: 14, entered: 3 },
      { name: 'Sales', sent: 64, reported: 34, clicked: 17, entered: 3 },
      { name: 'HR', sent: 32, reported: 47, clicked: 6, entered: 0 },
    ],
    followUp: [
      'Everyone who opened the link saw a one-page explanation',
      `${trainingPlans} plan: short training assigned to those 31 people`,
      'Results by department, to compare with next year’s campaign',
    ],
  },
  imageAlt: `An illustrative phishing-simulation result in the Plainguard dashboard: a yearly campaign sending a fake invoice email to 240 staff in four departments, with the share of each department that reported it, opened the link or entered a password, and what follows, including the training the ${trainingPlans} plan adds.`,
  problem: {
    heading: 'When one click is all it takes',
    text: 'Many attacks begin with a message asking someone to click, open or reply, and the people targeted are usually busy and trying to be helpful. A record of who completed a course does not show you who would fall for a convincing lure, or whether anyone would report it.',
    points: [
      { icon: 'users', text: 'You cannot say which teams are most likely to click a convincing lure.' },
      { icon: 'mail', text: 'Finance or HR have received messages posing as suppliers or senior managers.' },
      { icon: 'chart', text: 'Training is completed every year, but nobody knows whether behaviour has changed.' },
    ],
  },
  middleTitle: 'How phishing simulation works',
  middleSubtitle: 'Practise on safe bait',
  middleDescription: [
    'Once a year we agree the scope and the ground rules with you, then run a campaign modelled on the lures currently aimed at organisations like yours, from fake invoices to parcel notices and password resets.',
    'Anyone who takes the bait sees a short explanation straight away. The report shows click, submission and reporting rates by team: a measured baseline, and each year’s campaign shows whether it has moved.',
    phishingSimulationPlans,
  ],
  signature: {
    kind: 'email',
    heading: 'An email your staff might get',
    from: 'accounts@yourbrand-invoices.example',
    subject: 'Overdue invoice: payment due today',
    body: 'Our bank details have changed. Please sign in to view the invoice and pay it today to avoid a late fee.',
    button: 'View invoice',
    destination: 'yourbrand-invoices.example/sign-in',
    flags: [
      { at: 'from', text: 'The sender’s domain is not yours: yourbrand-invoices.example.' },
      { at: 'subject', text: 'Pressure to act today leaves no time to check.' },
      { at: 'body', text: 'Changed bank details: confirm them on a number you already have.' },
      { at: 'button', text: 'The button leads to a sign-in page on someone else’s domain.' },
    ],
    note: 'Whoever clicks sees these flags explained on a short page. Simulated emails carry no malware and store no passwords.',
  },
  cards: [
    {
      icon: 'target',
      title: 'Realistic scenarios',
      description:
        'Each campaign mirrors lures seen in real attacks, adapted to your sector, suppliers and tools, and is set harder the next year as your staff improve.',
    },
    {
      icon: 'shield',
      title: 'Safe, with agreed ground rules',
      description:
        'Simulated emails carry no malware and store no passwords. Scope, timing, allow-listing and off-limits topics are agreed in writing before any email is sent, and your IT team is kept informed.',
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
        'Staff who click see a short, plain-language page explaining the warning signs they missed, at the moment it is most likely to stick. Every campaign includes it.',
    },
    {
      icon: 'flag',
      title: 'Reporting counts, year on year',
      description:
        'We measure how many people report a simulation, not just how many click, because prompt reporting stops a real attack spreading. Each year’s rates by team are compared with the last.',
    },
    {
      icon: 'badge',
      title: `Training on ${trainingPlans}`,
      description: `With the ${trainingPlans} plan, short modules follow each campaign for the people and teams who need them, and completion is tracked for you.`,
    },
  ],
  closing: {
    heading: 'See a campaign before your staff do',
    text: 'In a demo we walk through a simulation as your staff would receive it, what happens when someone clicks, and the report your security team gets afterwards.',
  },
  seoTitle: 'Phishing Simulation for Your Staff | Plainguard',
  seoDescription:
    'Plainguard runs a realistic, safe phishing simulation for your staff each year, teaches at the moment of the click and reports how each team responded.',
  seoKeywords: [
    'phishing simulation',
    'phishing awareness training',
    'security awareness training UK',
    'simulated phishing campaign',
    'staff phishing test',
    'social engineering testing',
  ],
})
