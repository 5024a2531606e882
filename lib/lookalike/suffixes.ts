/**
 * Domain endings of more than one label that a visitor may type. A small built-in list, not the whole
 * Public Suffix List: the checker runs offline in the browser and most UK brands sit under these.
 */
export const multiLabelSuffixes: ReadonlySet<string> = new Set([
  // The UK's second-level endings (Nominet and JISC).
  'co.uk',
  'org.uk',
  'me.uk',
  'net.uk',
  'ltd.uk',
  'plc.uk',
  'ac.uk',
  'gov.uk',
  'nhs.uk',
  'police.uk',
  'mod.uk',
  'sch.uk',
  // Common elsewhere, so a pasted overseas address is reduced correctly too.
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'org.nz',
  'co.za',
  'co.in',
  'co.jp',
  'com.br',
  'com.mx',
  'com.sg',
  'com.hk',
  'co.il',
])

/** Endings under which each registrant has a name of its own one level further down (`*.sch.uk`: school.lea.sch.uk). */
export const wildcardSuffixes: ReadonlySet<string> = new Set(['sch.uk'])

/**
 * The endings a lookalike is tried under: the UK's own, the generic ones, and new endings that
 * phishing campaigns favour for their low price and loose checks.
 */
export const swapSuffixes: readonly string[] = [
  'uk',
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'com',
  'net',
  'org',
  'info',
  'biz',
  'co',
  'io',
  'eu',
  'us',
  'online',
  'site',
  'website',
  'shop',
  'store',
  'app',
  'live',
  'support',
  'help',
  'email',
  'link',
  'services',
  'digital',
  'cloud',
  'top',
  'xyz',
  'icu',
  'click',
  'cyou',
  'sbs',
  'buzz',
  'cfd',
  'bond',
  'rest',
  'lol',
  'vip',
  'club',
  'fun',
  'work',
  'cc',
  'ws',
]
