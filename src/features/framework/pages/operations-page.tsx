// /operations and /operations/:service: an operations service, or the list of services with
// the complete Service Execution Model.
import { ContentSection } from '../../../components/page-layout.tsx'
import {
  executionModelSection,
  serviceExecutionModel,
} from '../../../content/framework/operations.ts'
import { EntryPage } from '../components/entry-page.tsx'
import { ExecutionModelTable } from '../components/execution-model-table.tsx'
import { operationsKind } from '../../../content/framework/entry-kinds.ts'

const allRows = Object.values(serviceExecutionModel)

export default function OperationsPage() {
  const { title, description, caption } = executionModelSection
  return (
    <EntryPage
      kind={operationsKind}
      chooserExtra={
        <ContentSection title={title} description={description}>
          <ExecutionModelTable rows={allRows} caption={caption} showService />
        </ContentSection>
      }
    />
  )
}
