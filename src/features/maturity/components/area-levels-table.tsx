// The text alternative of the radar chart: the chosen level of every cell, area by layer.
import { Table } from '@chakra-ui/react'
import { functionalAreas, managementLayers } from '../../../content/maturity.ts'
import { cellKey, type Answers } from '../scoring.ts'

export function AreaLevelsTable({ answers }: { answers: Answers }) {
  const caption = 'Chosen level (1-5) per functional area and management layer'
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
            <Table.ColumnHeader scope="col">Functional area</Table.ColumnHeader>
            {managementLayers.map((layer) => (
              <Table.ColumnHeader key={layer.id} scope="col" textAlign="center">
                {layer.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {functionalAreas.map((area) => (
            <Table.Row key={area.id}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {area.name}
              </Table.Cell>
              {managementLayers.map((layer) => (
                <Table.Cell key={layer.id} textAlign="center">
                  {answers[cellKey(layer.id, area.id)] ?? 'Not rated'}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
