import { FormPage } from '@/components/page/form-page'
import { ReportForm } from '@/components/forms/report-form'
import { ReportUrgent, ReportUrgentLink } from '@/components/forms/report-urgent'
import { reportForm, reportNextSteps, reportUrgent } from '@/content/forms/report'
import { pages } from '@/content/pages'
import { pageMetadata } from '#lib/seo'

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
