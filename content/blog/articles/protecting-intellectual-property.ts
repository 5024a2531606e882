import { checkContent, richTextSchema } from '@/content/schema'

export const body = checkContent(richTextSchema, 'content/blog/articles/protecting-intellectual-property.ts', [
  {
    type: 'p',
    text: 'Counterfeit products, copied designs and misused trade marks cost businesses sales, but the deeper damage is often to trust. A customer who buys a fake that fails, or is scammed by a shop using your logo, tends to blame the name on the box. The routes online are many: marketplaces, social media shops and adverts, standalone websites, app stores and domain names. This article covers how to put your rights on a firm footing, how to find infringements, and how to get them removed.',
  },
  { type: 'h2', text: 'Know what you own' },
  {
    type: 'p',
    text: 'Takedowns succeed when you can point clearly to a right that is being infringed. Before you start enforcing, take stock of what you have.',
  },
  {
    type: 'ul',
    items: [
      'Registered trade marks. Register your brand names and logos with the UK Intellectual Property Office (UK IPO) for the classes of goods and services you trade in, and in the other countries where you sell or manufacture. Many marketplace brand-protection programmes require a registered mark before you can join.',
      'Registered designs. The appearance of a product, such as its shape or surface pattern, can be registered with the UK IPO, which makes enforcement against copies more straightforward.',
      'Unregistered rights. In the UK, copyright arises automatically in original photographs, text and artwork, and unregistered design right can protect the shape of some products. These rights are real but harder to prove, so keep dated records of your original work.',
      'Domain names and social media handles. Secure the obvious variants of your brand before someone else does.',
    ],
  },
  {
    type: 'p',
    text: 'Keep a simple register of your rights: registration numbers, owners, classes, territories and renewal dates. You will need these details every time you report an infringement.',
  },
  { type: 'h2', text: 'Finding infringements' },
  {
    type: 'p',
    text: 'Infringers rarely make themselves easy to find, but they do need customers to find them, which means they use your name, your images or the search terms associated with you.',
  },
  {
    type: 'ul',
    items: [
      'Search the major marketplaces and social media shopping features for your brand names, product names and common misspellings.',
      'Run reverse image searches on your product photography; counterfeiters frequently reuse official images.',
      'Look for prices that are implausibly low, sellers outside your authorised distribution, and listings that describe products as inspired by or compatible with your brand.',
      'Monitor new domain registrations containing your brand names, and check paid search and social adverts that bid on your name.',
      'Listen to customer service. Complaints about faulty products you do not recognise, or orders from sites you do not run, are often the first sign.',
    ],
  },
  {
    type: 'p',
    text: 'Prioritise by harm, not volume. A single convincing shop taking card payments under your name matters more than dozens of poor-quality listings, and fakes with safety implications, such as electrical goods, cosmetics, toys or replacement parts, deserve the fastest action.',
  },
  { type: 'h2', text: 'Getting infringements removed' },
  { type: 'h3', text: 'Marketplaces and social platforms' },
  {
    type: 'p',
    text: 'Most large platforms have a dedicated intellectual property reporting form, and many offer faster tools to rights owners who enrol. A good report identifies the right, for example a UK trade mark registration number, lists the specific listing addresses, and explains briefly why each one infringes. Vague or overbroad reports tend to be rejected, and a pattern of poor reports can damage your standing with the platform.',
  },
  { type: 'h3', text: 'Websites' },
  {
    type: 'p',
    text: 'For a standalone counterfeit or infringing shop, report it to the hosting provider and the domain registrar through their abuse or intellectual property contacts. Where the site takes payments, the payment provider may act too. For copied images and text on services based in the United States, a notice under the Digital Millennium Copyright Act (DMCA) is the usual route.',
  },
  { type: 'h3', text: 'Domain names' },
  {
    type: 'p',
    text: 'If a domain name itself infringes your mark, a dispute procedure can have it transferred or cancelled. For .uk domains this is Nominet’s Dispute Resolution Service; for most generic domains, such as .com, it is the Uniform Domain-Name Dispute-Resolution Policy (UDRP). These take longer than a takedown but deal with the domain permanently.',
  },
  { type: 'h3', text: 'Test purchases and legal action' },
  {
    type: 'p',
    text: 'Where an infringement is large or persistent, a test purchase can confirm that goods are counterfeit and help identify who is behind them. Serious cases may justify a letter from your solicitors, a referral to Trading Standards, or court action. Takedowns and legal action work best together: removal limits the harm now, while legal steps discourage repeat offending.',
  },
  { type: 'h2', text: 'Build a repeatable process' },
  {
    type: 'p',
    text: 'Infringement is rarely a one-off. Sellers who are removed often return under new accounts, so the goal is a routine that keeps the volume down at a steady, manageable cost.',
  },
  {
    type: 'ol',
    items: [
      'Keep your register of rights current and your registrations renewed.',
      'Set a regular monitoring routine for each channel that matters to your business.',
      'Capture evidence before reporting: screenshots with dates and addresses, seller details and prices.',
      'Use consistent, accurate report templates for each platform.',
      'Track outcomes, and re-check removed listings, since many reappear under new names.',
      'Tell customers where to buy genuine products, and give them a simple way to report suspected fakes.',
    ],
  },
  { type: 'h2', text: 'How Plainguard helps' },
  {
    type: 'p',
    text: 'Plainguard’s takedowns team monitors marketplaces, social platforms, websites and new domain registrations for infringements of your trade marks, designs and copyright. We gather evidence, prepare well-founded notices for platforms, hosts and registrars, and follow each case through to resolution, re-checking for relisting afterwards. Where a case needs legal action, we provide the evidence your legal advisers need.',
  },
])
