// Cookie headers and the audience each must get, in the middleware and in every documented cache (test data):
// the unit test of the rule (lib/audience-rule.test.ts) and `npm run proxy-check` both send them.
// The second group is the audit's: nginx's $cookie_jwt and Next's parser read them differently.
// The third is whitespace: Node (so the middleware) trims spaces and tabs around a header's value, nginx
// keeps tabs, so the rule must give the same answer with and without them.

export const cookieShapes: readonly [cookie: string, customer: boolean][] = [
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
  ['jwt=x\t', true],
  ['\tjwt=x', true],
  [' \tjwt=x \t', true],
  ['jwt=x\t; a=b', true],
  ['a=b;\tjwt=x', true],
  ['jwt=x;\tjwt=y', false],
  ['jwt=\t', false],
  ['jwt=\tx', false],
]
