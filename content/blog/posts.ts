import { z } from 'zod'

export const blogEntrySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  image: z.string().regex(/^[a-z0-9-]+\.svg$/),
  topic: z.enum(['Cybersecurity', 'Content Moderation']),
  author: z.string().min(1),
  date: z.iso.date(),
})

export type BlogEntry = z.infer<typeof blogEntrySchema>

const entries: BlogEntry[] = [
  {
    id: 1,
    title: 'Understanding Phishing: How Attacks Work and How to Stop Them',
    excerpt:
      'How a phishing campaign is put together, the signs that give it away, and the steps that stop it reaching your customers.',
    slug: 'understanding-phishing',
    image: 'understanding-phishing.svg',
    topic: 'Cybersecurity',
    author: 'Plainguard Threat Intelligence',
    date: '2024-08-22',
  },
  {
    id: 2,
    title: 'Why Content Moderation Matters for Your Brand',
    excerpt:
      'User-generated content brings customers closer and brings risk with it. What good moderation looks like and why it protects your name.',
    slug: 'importance-of-content-moderation',
    image: 'importance-of-content-moderation.svg',
    topic: 'Content Moderation',
    author: 'Plainguard Trust and Safety',
    date: '2024-08-26',
  },
  {
    id: 3,
    title: 'Securing Your Website: A Practical Checklist',
    excerpt:
      'Headers, patching, access control and monitoring: a checklist for keeping a business website out of attackers’ hands.',
    slug: 'securing-your-website',
    image: 'securing-your-website.svg',
    topic: 'Cybersecurity',
    author: 'Plainguard Threat Intelligence',
    date: '2024-08-29',
  },
  {
    id: 4,
    title: 'Detecting and Preventing CSAM on Your Platform',
    excerpt:
      'Hash matching, classifiers, human review and reporting duties: how platforms keep child sexual abuse material off their services.',
    slug: 'detecting-preventing-csam',
    image: 'detecting-preventing-csam.svg',
    topic: 'Content Moderation',
    author: 'Plainguard Trust and Safety',
    date: '2024-09-02',
  },
  {
    id: 5,
    title: 'The Future of Dark Web Scanning',
    excerpt:
      'Where stolen data is traded now, why the markets keep moving, and how scanning has to change to keep up.',
    slug: 'future-of-dark-web-scanning',
    image: 'future-of-dark-web-scanning.svg',
    topic: 'Cybersecurity',
    author: 'Plainguard Threat Intelligence',
    date: '2024-09-05',
  },
  {
    id: 6,
    title: 'Protecting Your Intellectual Property Online',
    excerpt:
      'Counterfeits, copied designs and misused trade marks: how to find infringements and get them removed.',
    slug: 'protecting-intellectual-property',
    image: 'protecting-intellectual-property.svg',
    topic: 'Cybersecurity',
    author: 'Plainguard Takedowns Team',
    date: '2024-09-10',
  },
  {
    id: 7,
    title: 'The Importance of Website Monitoring',
    excerpt:
      'Lookalike domains and cloned sites appear every day. Why watching for them early is cheaper than cleaning up afterwards.',
    slug: 'importance-of-website-monitoring',
    image: 'importance-of-website-monitoring.svg',
    topic: 'Cybersecurity',
    author: 'Plainguard Threat Intelligence',
    date: '2024-09-15',
  },
]

/** Checked when the module loads, so bad entries fail the build. Newest first. */
export const blogEntries: BlogEntry[] = z
  .array(blogEntrySchema)
  .parse(entries)
  .toSorted((a, b) => b.date.localeCompare(a.date))
