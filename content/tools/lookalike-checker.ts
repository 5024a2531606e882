import { countOf } from '#lib/format'

// The form's copy, kept apart from the tool's other copy (./lookalike-domains): the form is first-load JavaScript,
// and a module it imports comes whole, with every export another chunk uses.

export const checkerCopy = {
  label: 'Your domain or web address',
  hint: 'For example example.co.uk, or paste a link such as https://www.example.co.uk/login.',
  submit: 'Find lookalikes',
  submitting: 'Finding lookalikes…',
  placeholder: 'example.co.uk',
  unavailable: 'The checker could not finish loading. Check your connection, reload the page and try again.',
  tooSlow: 'That name took too long to work out, so we stopped. Check it is the domain you meant and try again.',
  empty: 'Your results appear here, grouped by the trick each lookalike uses.',
  resultsHeading: 'Results',
  total: (found: number, domain: string) => `${countOf(found, 'lookalike domain')} of ${domain}`,
}
