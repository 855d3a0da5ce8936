// The Service Execution Model table: process, action, trigger and standard change (and the
// service, when the table lists every service's processes).
import { Table } from '@chakra-ui/react'
import { DataTable } from '../../../components/data-table.tsx'
import { frameworkLabels } from '../../../content/framework/labels.ts'
import type { ServiceExecution } from '../../../content/framework/types.ts'

const labels = frameworkLabels.executionModel
const processColumns = [labels.process, labels.action, labels.trigger, labels.standardChange]

export function ExecutionModelTable({
  rows,
  caption,
  showService = false,
}: {
  rows: readonly ServiceExecution[]
  caption: string
  showService?: boolean
}) {
  const columns = (showService ? [labels.service, ...processColumns] : processColumns).map(
    (label) => ({ label }),
  )
  return (
    <DataTable caption={caption} columns={columns}>
      {rows.map((row) => (
        <Table.Row key={row.process}>
          {showService ? <Table.Cell>{row.service}</Table.Cell> : null}
          <Table.Cell fontWeight="semibold">{row.process}</Table.Cell>
          <Table.Cell>{row.action}</Table.Cell>
          <Table.Cell>{row.trigger}</Table.Cell>
          <Table.Cell>{row.standardChange}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  )
}
