import { TextWithLinks } from '@/components/prose/text-with-links'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { StackedTable } from '@/components/ui/table'
import { security } from '@/content/security'

export function SubProcessorsSection() {
  const table = security.subProcessorsTable
  return (
    <Section labelledBy="subprocessors-heading" spacing="md">
      <SectionHeading id="subprocessors-heading" subtitle={security.subProcessorsIntro}>
        {security.subProcessorsHeading}
      </SectionHeading>
      <StackedTable label={table.label} columns={table.columns} className="mt-10">
        {security.subProcessors.map((processor) => (
          <tr key={processor.name} className="border-t border-slate-200 align-top">
            <th scope="row" className="px-5 py-4 font-semibold text-navy-900">
              {processor.name}
            </th>
            <td className="px-5 py-4 text-slate-700">{processor.purpose}</td>
            <td className="px-5 py-4 text-slate-700 sm:whitespace-nowrap">
              <span className="sm:sr-only">{table.columns.location}: </span>
              {processor.location}
            </td>
          </tr>
        ))}
      </StackedTable>
      <p className="mt-4 text-slate-600">
        <TextWithLinks text={security.subProcessorsNote} />
      </p>
    </Section>
  )
}
