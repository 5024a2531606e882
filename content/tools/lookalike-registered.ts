import { countOf, formatCount } from '#lib/format'
import type { CheckFailure } from '#lib/lookalike/registered-state'
import type { RiskGroupId } from '#lib/lookalike/risk'

export const registeredCopy = {
  title: 'Which are registered',
  intro: (domain: string) =>
    `We ask a public DNS resolver about each lookalike of ${domain} and count a name as registered when DNS answers for it, as dnstwist does. Nothing is stored.`,
  button: 'Check which are registered',
  running: 'Checking…',
  again: 'Check again',
  progressLabel: 'Registration check',
  starting: 'Starting the check…',
  progress: (checked: number, of: number) => `Checked ${formatCount(checked)} of ${countOf(of, 'lookalike')}`,
  announceStart: (domain: string) => `Checking which lookalikes of ${domain} are registered.`,
  found: (count: number) => (count ? `${countOf(count, 'registered lookalike')} found` : 'No registered lookalikes found'),
  checkedAll: (checked: number) => `All ${countOf(checked, 'lookalike')} checked. The riskiest come first.`,
  ends: {
    capped: (checked: number, total: number) =>
      `We checked the first ${formatCount(checked)} of ${countOf(total, 'lookalike')}, the most one check covers. The rest, mostly lookalike characters, were not checked.`,
    stopped: (checked: number, of: number) =>
      `The check stopped after ${formatCount(checked)} of ${countOf(of, 'lookalike')}: the DNS resolver was too slow or stopped answering. These are the registered ones found so far.`,
    resolverDown:
      'The DNS resolver we ask is not answering, so we could not tell which are registered. Your list is still here; try again in a few minutes.',
  },
  failures: {
    'rate-limited': 'You have run several checks in a short time. Wait a minute, then try again.',
    unavailable: 'The registration check is not available right now. Your list is still here; try again in a few minutes.',
    refused: 'The registration check could not take this domain. Your list is still here.',
    network: 'The check lost its connection to our server. Check your connection and try again.',
  } satisfies Record<CheckFailure, string>,
  filter: 'Risk',
  allGroups: 'All registered',
  groups: {
    'web-mail': { name: 'Web and mail', text: 'A website and email: all a phishing campaign needs.' },
    mail: { name: 'Mail only', text: 'Can receive email: mistyped addresses and replies to it reach whoever holds it.' },
    web: { name: 'Web only', text: 'Points to a web server: a site may be live there.' },
    delegated: { name: 'Name servers only', text: 'Registered, with no website or email set up yet.' },
    failing: {
      name: 'Name servers failing',
      text: 'Registered, but its name servers answer with an error (SERVFAIL), so what it serves is unknown.',
    },
  } satisfies Record<RiskGroupId, { name: string; text: string }>,
  records: { web: 'Web', mail: 'Mail', ns: 'Name servers' },
  none: 'None',
  registeredAs: 'registered as',
}
