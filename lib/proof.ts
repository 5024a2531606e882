// Which proof each place shows. Proof is what the company supplies (content/proof): a block with
// nothing to show is left out altogether, never shown empty or with a placeholder.

/** Where the proof is: content/proof, or another folder for a build (the e2e suite's fixtures). */
export const proofDir = process.env.PLAINGUARD_PROOF_DIR || 'content/proof'

/** A service page (/solutions/{slug}) or an industry page (/industry/{slug}). */
export type ProofPage = { kind: 'service' | 'industry'; slug: string }

/** The page a solution-template path is: `/solutions/takedowns`, `/industry/retail`. */
export function proofPageOf(path: string): ProofPage {
  const [, section, slug = ''] = path.split('/')
  return { kind: section === 'industry' ? 'industry' : 'service', slug }
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en-GB')
const newestFirst = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date)

/** Customers who gave permission to be shown, by name. */
export function shownCustomers<T extends { name: string; permission: boolean }>(customers: readonly T[]): T[] {
  return customers.filter((customer) => customer.permission).toSorted(byName)
}

type Quote = { slug: string; services: readonly string[]; industries: readonly string[] }

/** A quote about this page, else an untagged one, never another page's; the first by file name, so stable. */
export function quoteFor<T extends Quote>(quotes: readonly T[], page: ProofPage): T | undefined {
  const tags = (quote: T) => (page.kind === 'service' ? quote.services : quote.industries)
  const sorted = quotes.toSorted((a, b) => a.slug.localeCompare(b.slug))
  return (
    sorted.find((quote) => tags(quote).includes(page.slug)) ??
    sorted.find((quote) => quote.services.length === 0 && quote.industries.length === 0)
  )
}

type Study = { services: readonly string[]; sector: string; date: string }

/** The case studies about a page's service (their services) or industry (their sector), newest first. */
export function caseStudiesFor<T extends Study>(studies: readonly T[], page: ProofPage): T[] {
  return studies
    .filter((study) => (page.kind === 'service' ? study.services.includes(page.slug) : study.sector === page.slug))
    .toSorted(newestFirst)
}

/** Every case study, newest first: the list page. */
export const caseStudyList = <T extends { date: string }>(studies: readonly T[]): T[] => studies.toSorted(newestFirst)

/** The people the About page shows: leadership, in their given order, then by name. */
export function leadershipOf<T extends { name: string; leadership: boolean; order?: number | null }>(people: readonly T[]): T[] {
  return people
    .filter((person) => person.leadership)
    .toSorted((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || byName(a, b))
}

export type Certificate = { scheme: string; level?: string; number: string; expiry: string; verification: string }

/** Certificates still valid on `today` (YYYY-MM-DD): an expired one is not shown as if it held. */
export function validCertificates<T extends Certificate>(certificates: readonly T[], today: string): T[] {
  return certificates.filter((certificate) => certificate.expiry >= today)
}

const sameScheme = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The site's card per scheme, with the company's certificate where it has one, then any other certificate. */
export function certificationCards<I extends { scheme: string }, C extends Certificate>(
  items: readonly I[],
  certificates: readonly C[],
): { item?: I; certificate?: C }[] {
  const matched = items.map((item) => ({ item, certificate: certificates.find((c) => sameScheme(c.scheme, item.scheme)) }))
  const others = certificates.filter((c) => !items.some((item) => sameScheme(c.scheme, item.scheme)))
  return [...matched, ...others.map((certificate) => ({ certificate }))]
}

/** A certificate's full name: its scheme and level ("Cyber Essentials Plus"). */
export const certificateName = ({ scheme, level }: Pick<Certificate, 'scheme' | 'level'>) =>
  level ? `${scheme} ${level}` : scheme

/** A certification card's title: the site's name for the scheme and the certificate's level, else the certificate's name. */
export const certificationTitle = ({
  item,
  certificate,
}: {
  item?: { name: string }
  certificate?: Pick<Certificate, 'scheme' | 'level'>
}) => (item ? `${item.name}${certificate?.level ? ` ${certificate.level}` : ''}` : certificateName(certificate!))

export type Byline = { kind: 'team'; name: string } | { kind: 'person'; name: string; role: string; url?: string }

/** Who a post is by: the person it names (their role and profile), else the team that wrote it. */
export function bylineOf<P extends { slug: string; name: string; role: string; profile?: string }>(
  post: { author: string; person?: string | null },
  people: readonly P[],
): Byline {
  const person = post.person ? people.find((candidate) => candidate.slug === post.person) : undefined
  if (!person) return { kind: 'team', name: post.author }
  return { kind: 'person', name: person.name, role: person.role, ...(person.profile && { url: person.profile }) }
}
