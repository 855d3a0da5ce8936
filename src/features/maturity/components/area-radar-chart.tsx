// Radar chart of the seven functional areas, one series per management layer (levels 0-5,
// 0 = not rated). Loaded lazily so recharts only ships with the Results tab; hidden from
// assistive technology because the table beside it carries the same data.
import { Box } from '@chakra-ui/react'
import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
} from 'recharts'
import { functionalAreas, managementLayers, type LayerId } from '../../../content/maturity.ts'
import { cellKey, type Answers } from '../scoring.ts'

const seriesColor: Record<LayerId, string> = {
  strategic: 'var(--chakra-colors-brand-solid)',
  tactical: 'var(--chakra-colors-teal-fg)',
  operations: 'var(--chakra-colors-orange-fg)',
}

export default function AreaRadarChart({ answers }: { answers: Answers }) {
  const data = functionalAreas.map((area) => ({
    area: area.name,
    ...Object.fromEntries(
      managementLayers.map((layer) => [layer.id, answers[cellKey(layer.id, area.id)] ?? 0]),
    ),
  }))
  return (
    <Box h={{ base: '80', md: '28rem' }} aria-hidden="true" data-testid="radar-chart">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={data} outerRadius="70%" accessibilityLayer={false}>
          <PolarGrid stroke="var(--chakra-colors-border-emphasized)" />
          <PolarAngleAxis dataKey="area" tick={{ fill: 'var(--chakra-colors-fg)', fontSize: 12 }} />
          <PolarRadiusAxis
            domain={[0, 5]}
            tickCount={6}
            angle={90}
            tick={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: 11 }}
          />
          {managementLayers.map((layer) => (
            <Radar
              key={layer.id}
              name={layer.name}
              dataKey={layer.id}
              stroke={seriesColor[layer.id]}
              fill={seriesColor[layer.id]}
              fillOpacity={0.15}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
          <Legend
            formatter={(value: string) => (
              <span style={{ color: 'var(--chakra-colors-fg)' }}>{value}</span>
            )}
          />
        </RadarChart>
      </ResponsiveContainer>
    </Box>
  )
}
