// The site's table: a scrollable, focusable region named by its caption, with column headers.
// Callers give the rows (Table.Row elements); the frame, caption and header are the same for
// every table.
import { Table } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface Column {
  label: ReactNode
  align?: 'start' | 'center' | 'end'
}

export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string
  columns: readonly Column[]
  children: ReactNode
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
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} scope="col" textAlign={column.align}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
