// The evidence criteria of one cell as a disclosure: a native <details>/<summary>, so it opens
// with Enter or Space, and screen readers announce it as a collapsed or expanded control.
import { chakra, List, Text } from '@chakra-ui/react'
import { maturityLevels, type LevelNumber } from '../../../content/maturity.ts'
import type { EvidenceLadder } from '../../../content/maturity-evidence.ts'

export function EvidenceCriteria({
  criteria,
  chosen,
}: {
  criteria: EvidenceLadder
  chosen: LevelNumber | undefined
}) {
  return (
    <chakra.details fontSize="sm">
      <chakra.summary
        cursor="pointer"
        color="brand.fg"
        fontWeight="medium"
        rounded="sm"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        What an assessor looks for
      </chakra.summary>
      <List.Root as="ol" gap="2" mt="2" ps="0" listStyleType="none">
        {maturityLevels.map((level, index) => {
          const isChosen = chosen === level.level
          return (
            <List.Item
              key={level.level}
              display="block"
              borderStartWidth="3px"
              borderColor={isChosen ? 'brand.solid' : 'border'}
              ps="2"
            >
              <Text as="span" fontWeight="semibold">
                Level {level.level} {level.name}
                {isChosen && ' (your rating)'}:
              </Text>{' '}
              {criteria[index]}
            </List.Item>
          )
        })}
      </List.Root>
    </chakra.details>
  )
}
