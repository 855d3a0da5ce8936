// A labelled score: name, percent, average level, level and a progress bar that is complete at
// 100. The average shows how far into its level a score is.
import { HStack, Stack, Text } from '@chakra-ui/react'
import { ProgressBar } from '../../../components/progress-bar.tsx'
import { formatAverage, levelForPercent, progressValue } from '../scoring.ts'

export function ScoreBar({
  label,
  percent,
  average,
  size = 'sm',
}: {
  label: string
  percent: number
  /** Average chosen level; left out when nothing is rated. */
  average?: number | undefined
  size?: 'sm' | 'lg'
}) {
  const level = levelForPercent(percent)
  return (
    <Stack gap="1.5" data-testid={`score-${label}`}>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="semibold" fontSize={size === 'lg' ? 'lg' : 'md'}>
          {label}
        </Text>
        <Text fontSize={size === 'lg' ? 'lg' : 'sm'}>
          <Text as="span" fontWeight="bold">
            {percent}%
          </Text>
          {average !== undefined && ` · average ${formatAverage(average)}`} · Level {level.level}:{' '}
          {level.name}
        </Text>
      </HStack>
      <ProgressBar value={progressValue(percent)} label={`${label}: ${percent}%`} size={size} />
    </Stack>
  )
}
