import { FormPage } from '#components/page/form-page.tsx'
import { DemoForm } from '#components/forms/demo-form.tsx'
import { demoForm, demoNextSteps } from '#content/forms/book-demo.ts'
import { pages } from '#content/pages.ts'
import { pageMetadata } from '#lib/seo.ts'

export const metadata = pageMetadata({ ...pages.bookDemo, path: '/book-demo' })

export default function BookDemoPage() {
  return (
    <FormPage copy={pages.bookDemo} nextSteps={demoNextSteps}>
      <DemoForm copy={demoForm} />
    </FormPage>
  )
}
