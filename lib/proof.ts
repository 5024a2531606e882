// Proof is what the company supplies (content/proof); a block with nothing to show is left out, never shown empty.

/** Overridable so that the e2e suite can build with its own fixtures. */
export const proofDir = process.env.PLAINGUARD_PROOF_DIR || 'content/proof'

export type ProofPage = { kind: 'service' | 'industry'; slug: string }

export function proofPageOf(path: string): ProofPage {
  const [, section, slug = ''] = path.split('/')
  return { kind: section === 'industry' ? 'industry' : 'service', slug }
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en-GB')
const newestFirst = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date)

export function shownCustomers<T extends { name: string; permission: boolean }>(customers: readonly T[]): T[] {
  return customers.filter((customer) => customer.permission).toSorted(byName)
}

type Quote = { slug: string; services: readonly string[]; industries: readonly string[] }

/** Never another page's quote; the first by file name, so the choice is stable. */
export function quoteFor<T extends Quote>(quotes: readonly T[], page: ProofPage): T | undefined {
  const tags = (quote: T) => (page.kind === 'service' ? quote.services : quote.industries)
  const sorted = quotes.toSorted((a, b) => a.slug.localeCompare(b.slug))
  return (
    sorted.find((quote) => tags(quote).includes(page.slug)) ??
    sorted.find((quote) => quote.services.length === 0 && quote.industries.length === 0)
  )
}

type Study = { services: readonly string[]; sector: string; date: string }

export function caseStudiesFor<T extends Study>(studies: readonly T[], page: ProofPage): T[] {
  return studies
    .filter((study) => (page.kind === 'service' ? study.services.includes(page.slug) : study.sector === page.slug))
    .toSorted(newestFirst)
}

export const caseStudyList = <T extends { date: string }>(studies: readonly T[]): T[] => studies.toSorted(newestFirst)

export function leadershipOf<T extends { name: string; leadership: boolean; order?: number | null }>(people: readonly T[]): T[] {
  return people
    .filter((person) => person.leadership)
    .toSorted((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || byName(a, b))
}

export type Certificate = { scheme: string; level?: string; number: string; expiry: string; verification: string }

/** `today` is YYYY-MM-DD; an expired certificate must not be shown as if it held. */
export function validCertificates<T extends Certificate>(certificates: readonly T[], today: string): T[] {
  return certificates.filter((certificate) => certificate.expiry >= today)
}

const sameScheme = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function certificationCards<I extends { scheme: string }, C extends Certificate>(
  items: readonly I[],
  certificates: readonly C[],
): { item?: I; certificate?: C }[] {
  const matched = items.map((item) => ({ item, certificate: certificates.find((c) => sameScheme(c.scheme, item.scheme)) }))
  const others = certificates.filter((c) => !items.some((item) => sameScheme(c.scheme, item.scheme)))
  return [...matched, ...others.map((certificate) => ({ certificate }))]
}

export const certificateName = ({ scheme, level }: Pick<Certificate, 'scheme' | 'level'>) =>
  level ? `${scheme} ${level}` : scheme

export const certificationTitle = ({
  item,
  certificate,
}: {
  item?: { name: string }
  certificate?: Pick<Certificate, 'scheme' | 'level'>
}) => (item ? `${item.name}${certificate?.level ? ` ${certificate.level}` : ''}` : certificateName(certificate!))

export type Byline = { kind: 'team'; name: string } | { kind: 'person'; name: string; role: string; url?: string }

export function bylineOf<P extends { slug: string; name: string; role: string; profile?: string }>(
  post: { author: string; person?: string | null },
  people: readonly P[],
): Byline {
  const person = post.person ? people.find((candidate) => candidate.slug === post.person) : undefined
  if (!person) return { kind: 'team', name: post.author }
  return { kind: 'person', name: person.name, role: person.role, ...(person.profile && { url: person.profile }) }
}
