import { checkContent, solutionPageSchema } from '@/content/schema'
import { services } from '@/content/services'

export const websiteMonitoring = checkContent(solutionPageSchema, {
  slug: services.websiteMonitoring.slug,
  title: services.websiteMonitoring.name,
  summary: 'Lookalike domains and copies of your site',
  description:
    'We watch newly registered domains, new certificates and the open web for lookalikes and copies of your website, and alert you when one appears, with the evidence to act on it.',
  image: {
    kind: 'feed',
    title: 'New lookalike sites',
    watching: 'yourbrand.example',
    items: [
      {
        domain: 'yourbrand-secure-login.example',
        seen: '07:42',
        signals: 'Registered yesterday · copies your sign-in page · can send email',
        status: { label: 'Needs review', tone: 'warning' },
      },
      {
        domain: 'yourbrand-rewards.example',
        seen: '06:15',
        signals: 'Gift-card offer with your logo · advertised on social media',
        status: { label: 'Takedown opened', tone: 'progress' },
      },
      {
        domain: 'yourbrand-careers.example',
        seen: 'Mon',
        signals: 'New certificate, no page yet · checked again daily',
        status: { label: 'Watching', tone: 'neutral' },
      },
      {
        domain: 'yourbrnad.example',
        seen: 'Sun',
        signals: 'Parked by a domain reseller · no page, no email',
        status: { label: 'Dismissed', tone: 'neutral' },
      },
    ],
    next: 'An analyst verifies each new site; a threat becomes a takedown case with the evidence attached.',
  },
  imageAlt:
    'An illustrative feed of new lookalike sites in the Plainguard dashboard: a domain registered yesterday with a copy of the sign-in page, waiting for an analyst, a fake gift-card offer sent for takedown, one site watched and one dismissed as parked.',
  problem: {
    heading: 'When a copy of your site appears',
    text: 'Lookalike domains and cloned sites are usually set up quietly, and the first you hear of one is often from a customer who has already been caught out. By then the page is live, the emails have gone out and your team is reacting instead of preventing.',
    points: [
      { icon: 'eye', text: 'Customers mention a website or email address that looks like yours but isn’t.' },
      { icon: 'globe', text: 'Domains containing your brand name have been registered by someone outside your organisation.' },
      { icon: 'document', text: 'Something on your own website has changed, and nobody can say who changed it.' },
    ],
  },
  middleTitle: 'How website monitoring works',
  middleSubtitle: 'See it before your customers do',
  middleDescription:
    'Fraudsters usually register a lookalike domain and copy your site before a campaign begins. We watch for those first steps, so you hear about a risky site while it is still being set up, and we watch your own websites for unexpected changes too.',
  signature: {
    kind: 'watch',
    heading: 'What we watch for on one name',
    name: 'yourbrand.example',
    items: [
      { technique: 'A typo', lookalike: 'yourbrnad.example', changed: 'na' },
      { technique: 'A swapped character', lookalike: 'y0urbrand.example', changed: '0' },
      { technique: 'An added word', lookalike: 'yourbrand-login.example', changed: '-login' },
      { technique: 'Your name on another domain', lookalike: 'yourbrand.example.help.example', changed: '.help.example' },
    ],
    stages: [
      { when: 'Registered', then: 'Added to the watch' },
      { when: 'Starts to resolve', then: 'Alert, ranked by risk' },
      { when: 'Copies your site', then: 'Takedown opened' },
    ],
  },
  cards: [
    {
      icon: 'globe',
      title: 'Lookalike domains',
      description:
        'New registrations are checked for typos, swapped characters, added words and other endings that imitate your brand, and we note when one starts resolving or gains mail records: signs that it is being prepared.',
    },
    {
      icon: 'lock',
      title: 'Certificate transparency',
      description:
        'Public certificate logs reveal new HTTPS sites as certificates are issued, which is often before a phishing page goes live.',
    },
    {
      icon: 'document',
      title: 'Copied content',
      description:
        'We look for pages that reuse your text, images, logos or page structure, which is how cloned sites and fake shops are usually built.',
    },
    {
      icon: 'eye',
      title: 'Changes to your own sites',
      description:
        'Your websites are checked regularly for unexpected changes to content, scripts and forms that can point to defacement or card skimming.',
    },
    {
      icon: 'alert',
      title: 'Alerts ranked by risk',
      description:
        'Alerts are ordered by how close the match is and what the site is doing, so your team sees the few that need attention first.',
    },
    {
      icon: 'shield',
      title: 'Straight to takedown',
      description:
        'When a monitored site turns malicious, you open a takedown case from the alert, with the evidence attached. Every domain and change stays on a timeline, so you can report on a campaign afterwards.',
    },
  ],
  tool: 'lookalike-domains',
  closing: {
    heading: 'See the lookalikes of your own domain',
    text: 'In a demo we run the watch on your domain with you: the lookalike names registered so far, what each one hosts, and which we would act on first.',
  },
  seoTitle: 'Website Monitoring and Lookalike Domains | Plainguard',
  seoDescription:
    'Plainguard monitors new domains, certificates and the open web for lookalikes and copies of your website, and watches your own sites for unexpected changes.',
  seoKeywords: [
    'website monitoring',
    'lookalike domain detection',
    'typosquatting monitoring',
    'certificate transparency monitoring',
    'website change detection',
    'cloned website detection',
  ],
})
