import { checkContent, richTextSchema } from '@/content/schema'
import { site } from '@/lib/site'

export const summary =
  'Plainguard is a UK brand-protection and web-security company. We find the phishing sites, impersonators and other malicious content that use a business’s name, and get them taken down.'

export const body = checkContent(richTextSchema, 'content/company/about.ts', [
  {
    type: 'p',
    text: 'Fraudsters borrow the names of real businesses because people trust them. They copy login pages, set up fake shops, open accounts that pretend to be your staff and sell counterfeits under your brand. Plainguard finds this content and has it removed at the source.',
  },

  { type: 'h2', text: 'Who we are' },
  {
    type: 'p',
    text: 'Plainguard is a UK brand-protection and web-security company. We work with businesses to protect their name, their customers and their staff from phishing, impersonation, fraud and harmful content online.',
  },

  { type: 'h2', text: 'What we do' },
  {
    type: 'ul',
    items: [
      'Takedowns: we get phishing pages, fake shops and impersonating accounts removed by the hosting provider, domain registrar or platform behind them.',
      'Phishing simulation: we send realistic, harmless phishing emails to your staff and show you where training is needed.',
      'Website monitoring: we watch newly registered domains and the open web for lookalikes and copies of your website, and alert you when one appears.',
      'Dark-web scanning: we search dark-web markets, forums and leak sites for your domains, staff credentials and customer data.',
      'Content moderation: we check user-generated content on your platforms for harmful and illegal material, and flag or remove it under your rules.',
    ],
  },

  { type: 'h2', text: 'How we work' },
  {
    type: 'ul',
    items: [
      'Plain-language reporting: our reports say what we found, what we did about it and what happens next, in words anyone in your business can follow.',
      'Evidence first: before we ask for anything to be removed, we record what we found, so that each takedown request to a host, registrar or platform is backed by evidence it can check.',
      'Within the law and the rules: we work through providers’ own abuse-reporting processes and within the law. We don’t hack back or attack the sites we report.',
      'Only the data we need: we collect and keep as little personal data as the work allows, and delete it when we no longer need it.',
    ],
  },

  { type: 'h2', text: 'Who we work with' },
  {
    type: 'p',
    text: 'We work with businesses in manufacturing, financial services, retail and gaming: anyone whose name, customers or staff are a target for fraudsters. The threats differ by sector, from counterfeit products and fake distributors to cloned banking pages and account-theft scams aimed at players, but the job is the same: find them and get them removed.',
  },

  { type: 'h2', text: `Our principles: ${site.slogan}` },
  {
    type: 'p',
    text: 'Security services are often sold with complicated contracts and reports full of jargon. We think protecting your brand should be simpler than that.',
  },
  {
    type: 'ul',
    items: [
      'Simple pricing: three plans and optional add-ons, with prices published on our pricing page.',
      'Clear reports: you can see what we are working on and what has been done.',
      'No jargon: we explain threats and actions in plain English.',
    ],
  },

  { type: 'h2', text: 'Talk to us' },
  {
    type: 'p',
    text: 'If you would like to see how Plainguard could protect your business, book a demo or get in touch through our contact page.',
  },
])
