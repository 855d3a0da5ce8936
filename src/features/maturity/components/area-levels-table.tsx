// The text alternative of the radar chart: the chosen level of every cell, area by layer.
import { Table } from '@chakra-ui/react'
import { DataTable } from '../../../components/data-table.tsx'
import { functionalAreas, managementLayers, maturityPage } from '../../../content/maturity.ts'
import { cellKey, type Answers } from '../scoring.ts'

const copy = maturityPage.levelsTable
const columns = [
  { label: copy.area },
  ...managementLayers.map((layer) => ({ label: layer.name, align: 'center' as const })),
]

export function AreaLevelsTable({ answers }: { answers: Answers }) {
  return (
    <DataTable caption={copy.caption} columns={columns}>
      {functionalAreas.map((area) => (
        <Table.Row key={area.id}>
          <Table.Cell as="th" scope="row" fontWeight="medium">
            {area.name}
          </Table.Cell>
          {managementLayers.map((layer) => (
            <Table.Cell key={layer.id} textAlign="center">
              {answers[cellKey(layer.id, area.id)] ?? copy.notRated}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </DataTable>
  )
}
