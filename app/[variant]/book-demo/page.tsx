import { FormPage } from '@/components/page/form-page'
import { DemoForm } from '@/components/forms/demo-form'
import { demoForm, demoNextSteps } from '@/content/forms/book-demo'
import { pages } from '@/content/pages'
import { pageMetadata } from '#lib/seo'

export const metadata = pageMetadata({ ...pages.bookDemo, path: '/book-demo' })

export default function BookDemoPage() {
  return (
    <FormPage copy={pages.bookDemo} nextSteps={demoNextSteps}>
      <DemoForm copy={demoForm} />
    </FormPage>
  )
}
