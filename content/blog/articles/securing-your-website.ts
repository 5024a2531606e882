import { checkContent, richTextSchema } from '@/content/schema'

export const body = checkContent(richTextSchema, 'content/blog/articles/securing-your-website.ts', [
  {
    type: 'p',
    text: 'A business website is often the most visible part of an organisation and one of the easiest to attack. It might sell products, take enquiries, host a customer login or simply tell the world who you are. In every case, an attacker who controls it can deface it, steal the data people type into it, or use your reputation to spread malware and phishing. Most compromises exploit a short list of well-known weaknesses, and this checklist covers the ones that matter most. Work through it with whoever builds and hosts your site, whether that is an in-house team or an agency.',
  },
  { type: 'h2', text: 'Patching and software hygiene' },
  {
    type: 'p',
    text: 'Out-of-date software is the most common route in. Content management systems, plugins, themes, JavaScript libraries and the server software beneath them all receive security fixes, and attackers scan the internet for sites that have not applied them.',
  },
  {
    type: 'ul',
    items: [
      'Keep an inventory of everything your site runs on: the CMS and its version, every plugin and theme, frameworks, libraries and the hosting platform.',
      'Apply security updates promptly. Cyber Essentials, the UK government-backed certification scheme, expects critical and high-risk updates to be installed within 14 days of release, which is a sensible benchmark even if you are not certifying.',
      'Remove plugins, themes, test pages and old copies of the site that are no longer used. Inactive code can still be exploited.',
      'Prefer well-maintained components with a record of fixing vulnerabilities, and replace anything its developer has abandoned.',
    ],
  },
  { type: 'h2', text: 'Access control' },
  {
    type: 'p',
    text: 'Many website compromises involve no clever hacking at all: someone simply logs in with a stolen or guessed password.',
  },
  {
    type: 'ul',
    items: [
      'Turn on multi-factor authentication for the CMS, the hosting control panel, the domain registrar, the DNS provider and any deployment tools.',
      'Give each person their own account with only the permissions they need, and avoid shared admin logins.',
      'Remove access promptly when staff or agencies leave, and review the list of administrators at least every quarter.',
      'Protect the registrar account with particular care. Whoever controls your domain controls your website and your email, so enable registrar lock where it is offered.',
      'Keep admin interfaces off the public internet where you can, or restrict them by network or single sign-on.',
      'Store secrets such as API keys and database passwords outside the code repository.',
    ],
  },
  { type: 'h2', text: 'Secure configuration and HTTP headers' },
  {
    type: 'p',
    text: 'Security headers are instructions your server sends to the browser about how to treat your pages. They cost little to add and close off whole classes of attack. Check what your site sends today using your browser’s developer tools, then work through the following with your developers.',
  },
  {
    type: 'ul',
    items: [
      'Strict-Transport-Security (HSTS), so browsers only ever connect to your site over HTTPS.',
      'Content-Security-Policy, which limits where scripts, styles and frames can load from and is your strongest defence against injected scripts. Start in report-only mode to find out what would break.',
      'A frame-ancestors directive in your Content-Security-Policy, or the older X-Frame-Options header, to stop other sites framing yours.',
      'X-Content-Type-Options set to nosniff, so browsers do not guess at file types.',
      'Referrer-Policy, to limit how much of your addresses is passed on to other sites.',
      'Permissions-Policy, to switch off browser features such as the camera or location that your site does not use.',
    ],
  },
  {
    type: 'p',
    text: 'Alongside headers, serve everything over HTTPS with a current TLS configuration, turn off directory listings and detailed error messages, and make sure session cookies are marked Secure and HttpOnly with a suitable SameSite setting.',
  },
  { type: 'h2', text: 'Backups and recovery' },
  {
    type: 'p',
    text: 'Assume that one day something will go wrong, and make recovery routine rather than heroic.',
  },
  {
    type: 'ol',
    items: [
      'Back up site files and databases automatically, and keep at least one copy somewhere an attacker with access to your hosting could not delete it.',
      'Test a full restore at least twice a year. A backup you have never restored is a hope, not a plan.',
      'Write down who to call and what to do if the site is defaced or taken offline, including contact details for your host, developer and registrar.',
      'Know your reporting obligations. If personal data may have been exposed and the breach is likely to result in a risk to people, UK GDPR requires you to report it to the ICO within 72 hours of becoming aware of it.',
    ],
  },
  { type: 'h2', text: 'Monitoring: know before your customers do' },
  {
    type: 'p',
    text: 'Everything above reduces the chance of a compromise. Monitoring shortens the time one goes unnoticed, which is often what decides how much damage it does. At a minimum, watch for the following.',
  },
  {
    type: 'ul',
    items: [
      'Availability, and unexpected changes to page content or scripts, particularly on login and payment pages, where injected card-skimming code is a known risk.',
      'Certificate expiry, and new certificates issued for your domains that you did not request.',
      'Changes to DNS records, which can redirect your website or email without anyone touching your server.',
      'Lookalike domains and cloned copies of your site, which target your customers even when your own site is secure.',
    ],
  },
  {
    type: 'p',
    text: 'Finally, publish a security.txt file at /.well-known/security.txt with a contact address, so that anyone who finds a problem with your site knows how to tell you about it.',
  },
  { type: 'h2', text: 'How Plainguard helps' },
  {
    type: 'p',
    text: 'Plainguard’s website monitoring watches your sites for availability, unexpected content and script changes, and certificate and DNS changes, and looks for lookalike domains and clones that impersonate you. When something malicious turns up outside your control, our takedowns team works with hosts, registrars and platforms to have it removed. We do not replace your developers or your host; we give them early, specific information so they can act.',
  },
])
