import { unexpectedMarkup } from '#test/markup-check'

const page = (body: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main>Hi</main>${body}</body></html>`

describe('unexpectedMarkup', () => {
  it('passes a page as Next writes it: its inline scripts, JSON-LD and data blocks', () => {
    expect(
      unexpectedMarkup(
        page(
          '<script>self.__next_f.push([0])</script><script type="application/ld+json">{"a":"\\u003c/script>"}</script>' +
            '<script type="text/plain"><b></script><template><script>self.x=1</script></template>',
        ),
      ),
    ).toEqual([])
  })

  it('finds the audit’s breakout: a JSON-LD block ended by `</script >`', () => {
    const excerpt = 'x</script ><meta http-equiv=refresh content="0;url=https://evil.example"><style>*{}</style><script>alert(1)'
    expect(unexpectedMarkup(page(`<script type="application/ld+json">{"description":"${excerpt}"}</script>`))).toEqual([
      'a JSON-LD block that does not parse: {"description":"x…',
      'a <meta http-equiv="refresh">',
    ])
  })

  it('finds a refresh in any case and a script from elsewhere', () => {
    expect(
      unexpectedMarkup(page('<META HTTP-EQUIV=" Refresh " content="0"><script src="https://evil.example/x.js"></script>')),
    ).toEqual(['a <meta http-equiv="refresh">', 'a script from https://evil.example/x.js'])
  })
})
