import { allPolicies, type Policy } from 'content-collections'

export type { Policy }

const order = ['privacy', 'tos', 'cookie']

export const policies: Policy[] = allPolicies.toSorted(
  (a, b) => (order.indexOf(a.slug) + 1 || order.length + 1) - (order.indexOf(b.slug) + 1 || order.length + 1),
)
