// A labelled score: name, percent, average level, level and a progress bar that is complete at
// 100. The average shows how far into its level a score is.
import { HStack, Progress, Stack, Text } from '@chakra-ui/react'
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
      <Progress.Root
        value={progressValue(percent)}
        max={100}
        colorPalette="brand"
        size={size === 'lg' ? 'lg' : 'sm'}
      >
        <Progress.Track aria-label={`${label}: ${percent}%`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  )
}
