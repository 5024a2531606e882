// Cookie headers and the audience each must get, in the middleware and in every documented cache (test data):
// the unit test of the rule (lib/audience-rule.test.ts) and `npm run proxy-check` both send them.
// The second group is the audit's: nginx's $cookie_jwt and Next's parser read them differently.

/** @type {readonly [cookie: string, customer: boolean][]} */
export const cookieShapes = [
  ['jwt=eyJhbGciOi.eyJzdWIi.sig-_', true],
  ['a=b; jwt=x', true],
  ['jwt=x; a=b', true],
  ['a=b;jwt=x', true],
  ['jwt=', false],
  ['jwt=; a=b', false],
  ['jwt=; jwt=x', false],
  ['jwt=x; jwt=', false],
  ['jwt=x; jwt=y', false],
  ['JWT=x', false],
  ['Jwt=x', false],
  ['jwt=%', false],
  ['jwt=%FF', false],
  ['jwt="x"', false],
  ['jwt=x y', false],
  ['a=b,jwt=x', false],
  ['xjwt=x', false],
  ['jwt2=x', false],
  ['a=jwt=x', false],
]
