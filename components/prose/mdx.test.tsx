/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { Figure, ProseLink, StatusLink } from '@/components/prose/mdx'

describe('ProseLink', () => {
  it.each([
    ['a page of the site', '/contact', undefined],
    ['a place on this page', '#cookie-settings', undefined],
    ['a place on another page', '/policies/cookie#cookie-settings', undefined],
    ['a file of the site', '/.well-known/security.txt', undefined],
    ['an email address', 'mailto:security@plainguard.co.uk', undefined],
    ['another site', 'https://www.actionfraud.police.uk/', 'noopener noreferrer'],
    ['a protocol-relative address', '//evil.example/', 'noopener noreferrer'],
  ])('links %s, with rel=%s', (_, href, rel) => {
    render(<ProseLink href={href}>go</ProseLink>)
    const link = screen.getByRole('link', { name: 'go' })
    expect(link).toHaveAttribute('href', href)
    if (rel) expect(link).toHaveAttribute('rel', rel)
    else expect(link).not.toHaveAttribute('rel')
    expect(link).not.toHaveAttribute('target')
  })

  it('links the status page from configuration, as an external link', () => {
    render(<StatusLink>status page</StatusLink>)
    const link = screen.getByRole('link', { name: 'status page' })
    expect(link).toHaveAttribute('href', new URL(process.env.NEXT_PUBLIC_STATUSPAGE_URL!).origin)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

describe('Figure', () => {
  it('shows a site illustration with its caption', () => {
    render(<Figure src="/images/blog/understanding-phishing.svg" alt="A hooked envelope" caption="A lure" />)
    expect(screen.getByRole('img', { name: 'A hooked envelope' })).toHaveAttribute(
      'src',
      '/images/blog/understanding-phishing.svg',
    )
    expect(screen.getByText('A lure')).toBeInTheDocument()
  })

  it.each(['https://example.com/a.svg', '/images/photo.png', 'javascript:alert(1)'])('refuses %s', (src) => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Figure src={src} alt="" />)).toThrow('src must be an SVG under /images/')
  })
})
