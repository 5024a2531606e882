import { checkContent, richTextSchema } from '@/content/schema'

export const body = checkContent(richTextSchema, 'content/blog/articles/importance-of-website-monitoring.ts', [
  {
    type: 'p',
    text: 'New domain names that look like existing brands are registered every day. Some belong to legitimate businesses with similar names. Many are registered to impersonate: to host a cloned copy of a real website, to send email that appears to come from it, or to collect logins and payments from its customers. Finding these early, before they are used, is far cheaper than dealing with the fallout afterwards. This article explains what lookalikes look like, why early detection matters, and how to set up monitoring that works.',
  },
  { type: 'h2', text: 'What lookalike domains and cloned sites look like' },
  {
    type: 'p',
    text: 'Attackers have several ways to produce a name that passes a quick glance, particularly on a phone screen:',
  },
  {
    type: 'ul',
    items: [
      'Typos and character swaps, such as a doubled or missing letter, or rn in place of m.',
      'Added words, such as your brand followed by support, login, secure, refunds or uk.',
      'Different endings: the same name registered under .co, .shop, .online or another country code instead of your usual domain.',
      'Homoglyphs: letters from other alphabets that look identical to Latin ones, so the address appears correct in some places.',
      'Subdomain tricks, where your brand name sits at the start of a long address on a domain the attacker controls.',
    ],
  },
  {
    type: 'p',
    text: 'The site behind the name is often a near-perfect copy. Cloning tools can copy a live website, images and all, in minutes, and phishing kits reproduce login and checkout pages closely. Some clones even load images directly from the genuine site, which can show up in your own server logs.',
  },
  { type: 'h2', text: 'Why early detection is cheaper' },
  {
    type: 'p',
    text: 'A lookalike domain usually goes through registration, set-up, activation and use. There is often a gap of hours or days between registration and the first victims, and that gap is the cheapest point at which to act. Before the site goes live, the costs are small: you can add the domain to email and web filters, prepare evidence, and in some cases have it suspended before anyone is harmed.',
  },
  {
    type: 'p',
    text: 'Once a campaign is running, the costs multiply:',
  },
  {
    type: 'ul',
    items: [
      'Customers lose money or personal data, and some will hold you responsible.',
      'Customer service handles a surge of confused or angry contacts.',
      'Fraud investigations, chargebacks and account recovery take staff time.',
      'If your own systems or customer data are involved, there may be reporting obligations, including to the ICO.',
      'Your genuine emails and campaigns become less trusted, because customers have learned to be suspicious of messages in your name.',
    ],
  },
  { type: 'h2', text: 'What good monitoring covers' },
  { type: 'h3', text: 'New registrations and certificates' },
  {
    type: 'p',
    text: 'Monitoring should check newly registered domains against your brand names and the common variations above, and watch certificate transparency logs. These are public records of the TLS certificates that certificate authorities issue, and they often reveal a lookalike as soon as it is set up for HTTPS, sometimes before any page is published.',
  },
  { type: 'h3', text: 'Signs that a domain is being prepared' },
  {
    type: 'p',
    text: 'Not every match is malicious, so monitoring needs to separate the harmless from the dangerous. Useful signals include mail server records, which show a domain is set up to send or receive email; a website that copies your content or logo; login or payment forms; and hosting shared with known malicious sites. A good service keeps dormant matches under watch and re-checks them, since many are registered weeks before they are used.',
  },
  { type: 'h3', text: 'Your own website' },
  {
    type: 'p',
    text: 'Monitoring should also cover your genuine sites: availability, unexpected changes to content or scripts, especially on checkout and login pages, and changes to your DNS records and certificates. An attacker who alters your real site is harder for customers to spot than any lookalike.',
  },
  { type: 'h2', text: 'Putting it into practice' },
  {
    type: 'ol',
    items: [
      'List the brand names, product names and domains you want monitored, including sub-brands and campaign sites.',
      'Register the most obvious variants of your main domain yourself, and point them at your real site.',
      'Publish a DMARC record with a reject policy, so attackers cannot send email from your exact domain and have to fall back on lookalikes you can watch for.',
      'Agree who receives alerts and who decides what action to take, with a target response time for each level of risk.',
      'Prepare evidence templates so that reports to registrars and hosts are quick and complete.',
      'Tell customers how to check that a message is genuine and how to report fakes. Suspicious emails can also be forwarded to the NCSC’s Suspicious Email Reporting Service at report@phishing.gov.uk.',
    ],
  },
  {
    type: 'p',
    text: 'Review the list of monitored names whenever you launch a product, rebrand or start a campaign, since each of these gives attackers a new name to copy.',
  },
  { type: 'h2', text: 'How Plainguard helps' },
  {
    type: 'p',
    text: 'Plainguard’s website monitoring watches new domain registrations and certificate transparency logs for lookalikes of your brands, assesses each match for signs of preparation or live use, and monitors your own sites for availability and unexpected changes. Confirmed threats can be passed straight to our takedowns team, who report them to registrars, hosts and platforms for removal. The aim is to find problems in the inexpensive window, before your customers do.',
  },
])
