// /operations and /operations/:service: an operations service, or the list of services with
// the complete Service Execution Model.
import { Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { serviceExecutionModel } from '../../../content/framework/operations.ts'
import { EntryPage } from '../../../features/framework/components/entry-page.tsx'
import { ExecutionModelTable } from '../../../features/framework/components/execution-model-table.tsx'
import { operationsKind } from '../../../features/framework/entry-kinds.ts'

const allRows = Object.values(serviceExecutionModel)

export default function OperationsPage() {
  return (
    <EntryPage
      kind={operationsKind}
      chooserExtra={
        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Service Execution Model
          </Heading>
          <Text color="fg.muted">
            Every lifecycle process runs as a pre-approved standard change, started by a trigger
            from an authoritative source.
          </Text>
          <ExecutionModelTable
            rows={allRows}
            caption="Lifecycle processes and their standard changes"
            showService
          />
        </Stack>
      }
    />
  )
}
