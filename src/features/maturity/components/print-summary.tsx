// A one-page summary shown only when printing: overall, layers, areas, recommendation, gaps.
import { Box, Stack, Table, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { shortDate } from '../../../lib/dates.ts'
import {
  functionalAreas,
  managementLayers,
  recommendationBands,
} from '../../../content/maturity.ts'
import {
  areaPercent,
  layerPercent,
  levelForPercent,
  overallPercent,
  rankedGaps,
  ratedCount,
  recommendationBand,
  type Answers,
} from '../scoring.ts'

export function PrintSummary({ answers, targets }: { answers: Answers; targets: Answers }) {
  const overall = overallPercent(answers)
  const band = recommendationBands[recommendationBand(overall)]
  const rows = [
    ...managementLayers.map((l) => ({
      name: `${l.name} layer`,
      percent: layerPercent(answers, l.id),
    })),
    ...functionalAreas.map((a) => ({ name: a.name, percent: areaPercent(answers, a.id) })),
  ]
  const gaps = rankedGaps(answers, targets).slice(0, 5)
  return (
    <Box className="maturity-print-only" data-testid="print-summary" fontSize="sm">
      <Stack gap="3">
        <Heading as="h2" size="lg">
          IAM Maturity Assessment summary (
          {/* Prerendered on the build day; the browser shows today's date without a hydration
              error. */}
          <time suppressHydrationWarning>{shortDate(new Date())}</time>)
        </Heading>
        <Text>
          Overall {overall}%, Level {levelForPercent(overall).level}:{' '}
          {levelForPercent(overall).name}; {ratedCount(answers)} of 21 cells rated.
        </Text>
        <Text>
          <strong>{band.title}</strong>: {band.guidance}
        </Text>
        <Table.Root size="sm">
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.name}>
                <Table.Cell py="0.5">{row.name}</Table.Cell>
                <Table.Cell py="0.5">{row.percent}%</Table.Cell>
                <Table.Cell py="0.5">L{levelForPercent(row.percent).level}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {gaps.length > 0 && (
          <Text>
            Largest gaps:{' '}
            {gaps
              .map((g) => {
                const layer = managementLayers.find((l) => l.id === g.layer)!.name
                const area = functionalAreas.find((a) => a.id === g.area)!.name
                return `${layer}: ${area} (${g.current ?? 0} → ${g.target})`
              })
              .join('; ')}
          </Text>
        )}
      </Stack>
    </Box>
  )
}
