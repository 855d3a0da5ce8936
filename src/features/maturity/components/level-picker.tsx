// The five level buttons of an assessment card as a labelled radio group: native radios give
// arrow-key movement, one tab stop and screen-reader semantics; the labels look like buttons.
import { chakra, HStack } from '@chakra-ui/react'
import { maturityLevels, type LevelNumber } from '../../../content/maturity.ts'

export function LevelPicker({
  name,
  legend,
  value,
  onChange,
}: {
  name: string
  legend: string
  value: LevelNumber | undefined
  onChange: (level: LevelNumber) => void
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <HStack gap="2">
        {maturityLevels.map((level) => {
          const checked = value === level.level
          return (
            <chakra.label
              key={level.level}
              title={`${level.name}: ${level.description}`}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              minW="10"
              h="10"
              rounded="md"
              borderWidth="1px"
              fontWeight="semibold"
              cursor="pointer"
              bg={checked ? 'brand.solid' : 'bg'}
              color={checked ? 'brand.contrast' : 'fg'}
              borderColor={checked ? 'brand.solid' : 'border.emphasized'}
              _hover={{ bg: checked ? 'brand.solid' : 'brand.subtle' }}
              css={{
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                },
              }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={level.level}
                checked={checked}
                onChange={() => onChange(level.level)}
                aria-label={`Level ${level.level}: ${level.name}`}
                position="absolute"
                opacity="0"
                w="1px"
                h="1px"
                overflow="hidden"
              />
              <span aria-hidden="true">{level.level}</span>
            </chakra.label>
          )
        })}
      </HStack>
    </chakra.fieldset>
  )
}
