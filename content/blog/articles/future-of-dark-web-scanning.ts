import { checkContent, richTextSchema } from '@/content/schema'

export const body = checkContent(richTextSchema, 'content/blog/articles/future-of-dark-web-scanning.ts', [
  {
    type: 'p',
    text: 'Dark web scanning used to mean something fairly simple: crawl a handful of hidden marketplaces and paste sites, and look for your company’s email addresses or card numbers. That model is struggling. Stolen data is still traded on forums reached through Tor, but it now moves just as often through messaging apps, invite-only communities and automated shops selling the output of malware. This article looks at where stolen data changes hands today, why the markets keep moving, and what effective scanning has to look like as a result.',
  },
  { type: 'h2', text: 'Where stolen data is traded now' },
  {
    type: 'ul',
    items: [
      'Criminal forums, on Tor and on the open web, where breached databases are advertised, sold or given away to build a reputation.',
      'Messaging apps, particularly Telegram channels and groups, where data is shared and sold in bulk to anyone with an invite link.',
      'Infostealer log shops. Infostealers are malware that harvest saved passwords, browser cookies and autofill data from infected computers. The logs are sold per device and can include live session cookies that let a buyer skip the login, and with it multi-factor authentication.',
      'Ransomware leak sites, where criminal groups publish data taken from organisations that refused to pay.',
      'Combolists: large files of email and password pairs collected from older breaches and recycled for credential-stuffing attacks.',
    ],
  },
  {
    type: 'p',
    text: 'For many UK businesses, the most immediate risk is not a headline breach of their own systems. It is an employee’s home computer infected with an infostealer that also held their work login, or a supplier’s breach that exposes staff email addresses alongside passwords they have reused elsewhere.',
  },
  { type: 'h2', text: 'Why the markets keep moving' },
  {
    type: 'p',
    text: 'Criminal marketplaces are unstable by nature. Law enforcement takes them down: Genesis Market, which sold access to stolen browser sessions, was closed by an international police operation in 2023, and the Russian-language market Hydra was taken offline by German authorities in 2022. Administrators disappear with their users’ funds. Rival groups leak each other’s databases. After each disruption, trade moves somewhere new, often into smaller and more closed communities that are harder to observe.',
  },
  {
    type: 'p',
    text: 'Messaging apps have sped this up. A channel can be created in seconds and abandoned just as quickly, and access is often limited to people vouched for by existing members. A fixed list of sites to crawl goes out of date within weeks.',
  },
  { type: 'h2', text: 'How scanning has to change' },
  { type: 'h3', text: 'Broader, more current coverage' },
  {
    type: 'p',
    text: 'Effective scanning needs to cover forums, messaging channels, leak sites, paste sites and stealer-log markets, and to keep adjusting as communities move. That takes ongoing human research alongside automated collection, because much of the useful activity sits behind registration or invitation.',
  },
  { type: 'h3', text: 'Context, not just matches' },
  {
    type: 'p',
    text: 'An alert saying that an email address appears in a leak is of little use on its own. Good scanning tells you what was exposed, how recent it appears to be, whether it is a new breach or recycled data, and whether it includes a password, a session cookie or personal information. That context is the difference between an alert someone acts on and one they learn to ignore.',
  },
  { type: 'h3', text: 'Devices and sessions, not only passwords' },
  {
    type: 'p',
    text: 'Because infostealer logs include cookies and details of the infected machine, a match can show that a particular device is or was compromised. These findings should be flagged separately, because the fix is not only a password reset: the device needs cleaning or replacing, and active sessions need revoking.',
  },
  { type: 'h3', text: 'Legal and ethical limits' },
  {
    type: 'p',
    text: 'Responsible monitoring observes rather than participates. It should not involve buying stolen data, paying criminals or encouraging further trading, and any personal data collected has to be handled in line with UK GDPR. When choosing a provider, ask how they gather their data and what they will not do.',
  },
  { type: 'h2', text: 'What to do when your data turns up' },
  {
    type: 'ol',
    items: [
      'Establish what was exposed and whose it is: staff credentials, customer records, internal documents or payment data.',
      'For credentials, force a password reset, revoke active sessions and tokens, and check that multi-factor authentication is switched on and has not been changed.',
      'If stealer logs are involved, find and clean the affected device, and check which other accounts were saved in its browser, including personal ones used for work.',
      'Work out whether the data came from your systems, a supplier or an individual’s personal accounts, and bring in the supplier where relevant.',
      'If personal data has been breached, assess whether it must be reported to the ICO, which under UK GDPR is required within 72 hours of becoming aware where there is a risk to individuals, and whether the people affected need to be told.',
      'Record what you found and what you did, so that the next alert is handled faster.',
    ],
  },
  {
    type: 'p',
    text: 'Scanning is only as useful as the response behind it. Agree in advance who receives each type of alert and who can authorise resets, device checks and supplier conversations, so that nothing waits for a meeting.',
  },
  { type: 'h2', text: 'How Plainguard helps' },
  {
    type: 'p',
    text: 'Plainguard’s dark-web scanning monitors criminal forums, messaging channels, leak sites and other places where stolen data is traded, looking for your domains, brand names, staff credentials and other identifiers you choose. Each alert comes with context on what was found and how recent it appears, along with recommended next steps. Where exposed material is hosted somewhere that will act on removal requests, our takedowns team can pursue it.',
  },
])
