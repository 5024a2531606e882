// No className and no client component: this page measures what Next itself ships.
export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A server-rendered page with a heading and a paragraph, built with the site&apos;s own Next.js.</p>
    </main>
  )
}
