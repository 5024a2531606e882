import { renderToStaticMarkup } from 'react-dom/server'
import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'

describe('keepHyphenatedWords', () => {
  it('keeps each hyphenated word on one line and leaves the rest of the text as it is', () => {
    expect(renderToStaticMarkup(<p>{keepHyphenatedWords('A clone-firm site, taken down in one-page steps.')}</p>)).toBe(
      '<p>A <span class="whitespace-nowrap">clone-firm</span> site, taken down in ' +
        '<span class="whitespace-nowrap">one-page</span> steps.</p>',
    )
  })

  it('returns text without a hyphen untouched', () => {
    expect(renderToStaticMarkup(<p>{keepHyphenatedWords('Nothing to keep')}</p>)).toBe('<p>Nothing to keep</p>')
  })
})
