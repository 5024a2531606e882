import { checkContent, richTextSchema } from '@/content/schema'

export const body = checkContent(richTextSchema, 'content/blog/articles/understanding-phishing.ts', [
  {
    type: 'p',
    text: 'Phishing is still one of the most common ways attackers get a foothold in a business, and one of the most common ways they take money from its customers. The UK government’s annual Cyber Security Breaches Survey has repeatedly found it to be the most common type of attack that organisations identify. It works because it borrows trust: a familiar logo, a plausible request, a deadline. This article walks through how a typical campaign is put together, the signs that give it away, and the practical steps that stop it reaching your staff and your customers.',
  },
  { type: 'h2', text: 'How a phishing campaign is put together' },
  {
    type: 'p',
    text: 'Most campaigns follow the same pattern, whether they target your employees or the people who buy from you.',
  },
  {
    type: 'ol',
    items: [
      'Choosing a brand and a pretext. The attacker picks a name people trust and a reason to act: a failed delivery, a refund, a locked account, an unpaid invoice or a change of bank details.',
      'Setting up infrastructure. Lookalike domains are registered, often days or weeks in advance, and frequently given a valid certificate so the padlock appears in the browser. Other campaigns use compromised legitimate websites or free hosting and form-building services, which borrow the reputation of the host.',
      'Building the lure page. Off-the-shelf phishing kits copy a real login or payment page closely. More advanced kits sit between the victim and the real site and relay the session, capturing passwords and one-time codes as they are typed.',
      'Sending the message. Email remains the main channel, but the same lures arrive by text message, messaging apps, social media adverts, QR codes and phone calls.',
      'Cashing out. Captured credentials are used quickly or sold on, card details are tested and spent, and a compromised mailbox is used to send invoice fraud to the victim’s own contacts.',
    ],
  },
  {
    type: 'p',
    text: 'Each stage is a chance to intervene. A domain registered on Monday that goes live on Thursday can be spotted in between. A kit hosted on a compromised site can be removed by the host. A message that one trained employee reports can be blocked for everyone else.',
  },
  { type: 'h2', text: 'The signs that give it away' },
  {
    type: 'p',
    text: 'Phishing is getting more polished, and poor spelling is no longer a reliable tell. The stronger signals are about what the message asks you to do and where it takes you.',
  },
  {
    type: 'ul',
    items: [
      'Urgency or threat: act within hours, or the account is closed, the parcel returned or the fine increased.',
      'A request that breaks normal process: new bank details for a supplier, gift cards for a director, or a password entered through a link rather than the usual app.',
      'A sender address or link that does not match the organisation, including subtle misspellings, extra words such as support or secure, or an unfamiliar domain ending.',
      'A login page reached from a link in a message rather than from a bookmark or by typing the address.',
      'Attachments you were not expecting, especially archives, HTML files and documents that ask you to enable content.',
      'QR codes in emails or letters that lead to a login or payment page.',
    ],
  },
  {
    type: 'p',
    text: 'None of these signs is proof on its own, and a well-run campaign may show only one of them. The most useful habit for staff is to pause whenever a message asks for credentials, money or a change to payment details, and to check through a channel they already trust.',
  },
  { type: 'h2', text: 'Stopping phishing before it reaches people' },
  { type: 'h3', text: 'Protect your own domains' },
  {
    type: 'p',
    text: 'Publish SPF, DKIM and DMARC records for every domain you own, including those that never send email. Start DMARC with a monitoring policy, read the reports to find legitimate senders you had forgotten about, then move to quarantine and finally reject. A domain with a reject policy is much harder to spoof exactly, which pushes attackers towards lookalike domains that you can watch for.',
  },
  { type: 'h3', text: 'Make stolen passwords less useful' },
  {
    type: 'p',
    text: 'Turn on multi-factor authentication for email, remote access and every admin console. Where you can, prefer phishing-resistant methods such as passkeys or hardware security keys, which will not work on a lookalike domain. Codes sent by text or read from an app are far better than nothing, but the more advanced kits can relay them.',
  },
  { type: 'h3', text: 'Watch for lookalikes and remove them' },
  {
    type: 'p',
    text: 'Monitor newly registered domains and certificate transparency logs for names that resemble yours. When a lookalike goes live with a login form or payment page, report it to the registrar and hosting provider with clear evidence. The earlier it is removed, the fewer people see it.',
  },
  { type: 'h2', text: 'Training that changes behaviour' },
  {
    type: 'p',
    text: 'Awareness training works best when it is short, frequent and realistic. A yearly slide deck is quickly forgotten; a simulated phishing email that resembles what attackers are actually sending, followed by a brief explanation at the moment someone clicks, is remembered. Aim for a culture where reporting is quick and praised, and where a click is treated as a learning point rather than a disciplinary matter. People who fear blame hide their mistakes, and hidden mistakes are the ones that become incidents.',
  },
  {
    type: 'p',
    text: 'Give staff one simple way to report, such as a button in the mail client, and make sure someone acts on what comes in. Anyone can also forward suspicious emails to the NCSC’s Suspicious Email Reporting Service at report@phishing.gov.uk, and suspicious text messages to 7726. If money has been lost, contact the bank straight away and report it to Action Fraud, the UK’s reporting centre for fraud and cybercrime in England, Wales and Northern Ireland; in Scotland, report it to Police Scotland on 101.',
  },
  { type: 'h2', text: 'Protecting your customers' },
  {
    type: 'p',
    text: 'Your customers will be targeted with your brand whether or not your own systems are ever touched. Tell them plainly what you will and will not ask for: for example, that you will never ask for a password or one-time code by phone, text or email. Publish a page on your website explaining how to check that a message is genuine, and give customers an easy way to send you anything suspicious that uses your name. Every customer report is early warning of a live campaign.',
  },
  { type: 'h2', text: 'How Plainguard helps' },
  {
    type: 'p',
    text: 'Plainguard runs phishing simulation campaigns modelled on the lures currently in circulation, with short training for anyone who clicks and reporting that shows which teams need more support. Our website monitoring watches new domain registrations and certificates for lookalikes of your brand, and our takedowns service works with registrars, hosts and platforms to remove phishing pages once they are confirmed. The aim is simple: fewer convincing fakes, found sooner, and staff who know what to do when one gets through.',
  },
])
