// The Service Execution Model table: process, action, trigger and standard change.
import { Table } from '@chakra-ui/react'
import { frameworkLabels } from '../../../content/framework/labels.ts'
import type { ServiceExecution } from '../../../content/framework/types.ts'

const labels = frameworkLabels.executionModel

export function ExecutionModelTable({
  rows,
  caption,
  showService = false,
}: {
  rows: readonly ServiceExecution[]
  caption: string
  showService?: boolean
}) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2" px="3">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {showService ? (
              <Table.ColumnHeader scope="col">{labels.service}</Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader scope="col">{labels.process}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{labels.action}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{labels.trigger}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{labels.standardChange}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.process}>
              {showService ? <Table.Cell>{row.service}</Table.Cell> : null}
              <Table.Cell fontWeight="semibold">{row.process}</Table.Cell>
              <Table.Cell>{row.action}</Table.Cell>
              <Table.Cell>{row.trigger}</Table.Cell>
              <Table.Cell>{row.standardChange}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
