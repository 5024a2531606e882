import type { CtaCopy, PageCopy } from '@/content/pages'
import { services } from '@/content/services'
import type { TechniqueId } from '#lib/lookalike/techniques'
import { countOf, formatCount } from '#lib/format'
import { bookDemoLink } from '@/content/links'
import { registeredCopy } from '@/content/tools/lookalike-registered'

export const LOOKALIKE_PATH = '/tools/lookalike-domains'

export const lookalikeToolName = 'Lookalike domain checker'

export const lookalikePage: PageCopy & { privacy: string; keywords: string[] } = {
  title: lookalikeToolName,
  description:
    'A free checker that lists the lookalike domains an attacker could register to imitate yours: typing slips, lookalike characters, added words and other endings. Then, if you ask, it checks which are registered.',
  heading: 'Lookalike domain checker',
  summary:
    'See the addresses an attacker could register to pass for yours: one letter off, a lookalike character, an added word such as “login”, another ending.',
  privacy: `The list is worked out in your browser. When you press “${registeredCopy.button}” under the list, the domain goes to our server, which asks a public DNS resolver; nothing is stored.`,
  keywords: [
    'lookalike domain checker',
    'typosquatting check',
    'homoglyph domains',
    'domain impersonation',
    'brand protection UK',
  ],
}

/** Loaded in a chunk after the page hydrates; the form's copy is in ./lookalike-checker. */
export const resultsCopy = {
  reduced: (domain: string) => `We checked ${domain}, the registered domain in what you entered.`,
  capped: (shown: number, leftOut: number) =>
    `Showing the first ${formatCount(shown)}; ${formatCount(leftOut)} more, mostly lookalike characters, are counted but not listed.`,
  groupLeftOut: (leftOut: number) => `and ${countOf(leftOut, 'more')} past the limit, counted but not listed.`,
  showAll: (listed: number) => `Show all ${formatCount(listed)}`,
  showFewer: 'Show fewer',
  filter: 'Show',
  allTechniques: 'All techniques',
  copy: 'Copy list',
  copied: (shown: number) => `Copied ${countOf(shown, 'domain')} to the clipboard.`,
  copyFailed: 'Your browser did not allow copying. Use Download CSV instead.',
  download: 'Download CSV',
  downloaded: (shown: number) => `Downloaded ${countOf(shown, 'domain')} as a CSV file.`,
  // Not the same name as the registration check's button: this one leads to a person, in a demo.
  handoff: 'Review them with an analyst',
  handoffText:
    'A registered lookalike is not always harmful. In a demo, our analysts show who holds yours, what they serve and how we would deal with them.',
  unicodeNote: 'shown as it reads; registered as',
}

export type TechniqueCopy = { name: string; text: string; example: string }

/** Each example must be one the checker gives for example.co.uk (lookalike-domains.test.ts checks). */
export const techniqueCopy: Record<TechniqueId, TechniqueCopy> = {
  dictionary: {
    name: 'Added words',
    text: 'Your name with a word such as login, secure or support before or after it.',
    example: 'example-login.co.uk',
  },
  'tld-swap': {
    name: 'Other endings',
    text: 'Your name under another ending: the UK’s own, and cheap new ones that phishing campaigns favour.',
    example: 'example.xyz',
  },
  homoglyph: {
    name: 'Lookalike characters',
    text: 'Characters that read like yours: rn for m, 0 for o, accented or Cyrillic letters. Unicode names are registered in an xn-- form, shown beside them.',
    example: 'exarnple.co.uk',
  },
  replacement: {
    name: 'Neighbouring keys',
    text: 'One character replaced by a nearby key on a UK, German or French keyboard.',
    example: 'exampke.co.uk',
  },
  omission: { name: 'Missing letter', text: 'One character left out.', example: 'exmple.co.uk' },
  insertion: { name: 'Extra keystroke', text: 'A neighbouring key pressed as well as the right one.', example: 'exsample.co.uk' },
  transposition: { name: 'Swapped letters', text: 'Two neighbouring characters the wrong way round.', example: 'exmaple.co.uk' },
  repetition: { name: 'Doubled letter', text: 'One character typed twice.', example: 'exammple.co.uk' },
  addition: { name: 'Added character', text: 'A letter or digit added at the end of your name.', example: 'examples.co.uk' },
  'vowel-swap': { name: 'Swapped vowel', text: 'One vowel replaced by another.', example: 'exumple.co.uk' },
  hyphenation: { name: 'Added hyphen', text: 'A hyphen inside your name.', example: 'ex-ample.co.uk' },
  subdomain: {
    name: 'Split by a dot',
    text: 'A dot inside your name: the attacker registers the second half and makes the first a subdomain.',
    example: 'ex.ample.co.uk',
  },
  bitsquatting: {
    name: 'Bit errors',
    text: 'One character a single bit away from yours, as a hardware memory error can turn it.',
    example: 'exaeple.co.uk',
  },
}

export const readingGuide = {
  heading: 'How to read the results',
  intro:
    'Each group is one trick for making an address pass for yours. A listed domain may not be registered, and a registered one may be harmless: what matters is who holds it and what it serves.',
}

export const lookalikeCta: CtaCopy = {
  heading: 'Find out who is behind them',
  text: 'In a demo we go through your lookalikes with you: who holds the registered ones, what they host, and how we would have the harmful ones taken down.',
  primary: bookDemoLink,
  // Named for where it goes: the service that watches for new ones.
  secondary: { label: `Explore ${services.websiteMonitoring.name}`, href: services.websiteMonitoring.href },
}

export const lookalikeLink = {
  label: 'Check your lookalike domains',
  href: LOOKALIKE_PATH,
  text: 'Free, in your browser: see the domains an attacker could register to imitate yours.',
}
