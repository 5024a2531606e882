import { jsonLdText } from '#lib/json-ld'

describe('jsonLdText', () => {
  it('writes every < as \\u003c, so no text can end the script element or open a comment', () => {
    const hostile = 'a</script ><meta http-equiv=refresh content="0;url=https://evil.example"></SCRIPT\n<!--<style>'
    const text = jsonLdText({ description: hostile, list: [hostile] })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ description: hostile, list: [hostile] })
  })

  it('leaves out nulls, as next-seo does', () => {
    expect(jsonLdText({ name: 'x', logo: null })).toBe('{"name":"x"}')
  })
})
