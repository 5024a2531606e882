/** Words phishing domains add to a brand's name to look like one of its services (dnstwist's dictionary technique takes such a list). */
export const attackWords: readonly string[] = [
  'login', 'signin', 'secure', 'security', 'support', 'help', 'helpdesk', 'verify', 'verification', 'account', 'accounts',
  'online', 'banking', 'bank', 'pay', 'payment', 'payments', 'billing', 'invoice', 'refund', 'update', 'confirm',
  'auth', 'sso', 'portal', 'my', 'app', 'mail', 'webmail', 'web', 'customer', 'service', 'care', 'team', 'official',
  'alert', 'claim', 'reward', 'shop', 'store', 'uk', 'gb', 'group', 'hr', 'it', 'admin', 'recovery', 'reset', 'id',
]
