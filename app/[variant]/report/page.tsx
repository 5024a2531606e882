import { FormPage } from '#components/page/form-page.tsx'
import { ReportForm } from '#components/forms/report-form.tsx'
import { ReportUrgent, ReportUrgentLink } from '#components/forms/report-urgent.tsx'
import { reportForm, reportNextSteps, reportUrgent } from '#content/forms/report.ts'
import { pages } from '#content/pages.ts'
import { pageMetadata } from '#lib/seo.ts'

export const metadata = pageMetadata({ ...pages.report, path: '/report' })

export default function ReportPage() {
  return (
    <FormPage
      copy={pages.report}
      nextSteps={reportNextSteps}
      lead={<ReportUrgentLink copy={reportUrgent} />}
      advice={<ReportUrgent copy={reportUrgent} />}
    >
      <ReportForm copy={reportForm} />
    </FormPage>
  )
}
