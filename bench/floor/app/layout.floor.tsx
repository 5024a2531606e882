import type { Metadata } from 'next'

export const metadata: Metadata = {
  title: 'Framework floor',
  description: 'A bare Next.js page with no client component: the baseline that npm run bench compares the site with.',
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
