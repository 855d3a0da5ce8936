// One cell of the assessment: up to three component badges and '+N more', the five
// level buttons, the chosen level's name and description, the evidence an assessor looks for
// at each level, and an optional target level.
import { Badge, Card, NativeSelect, Stack, Text, Wrap, Field } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import {
  cellAnchor,
  maturityLevels,
  type CellKey,
  type LevelNumber,
} from '../../../content/maturity.ts'
import { evidenceCriteria } from '../../../content/maturity-evidence.ts'
import { isLevel, levelInfo } from '../scoring.ts'
import { EvidenceCriteria } from './evidence-criteria.tsx'
import { LevelPicker } from './level-picker.tsx'

const shownComponents = 3

export function AssessmentCard({
  cell,
  layerName,
  areaName,
  components,
  level,
  target,
  onLevel,
  onTarget,
}: {
  cell: CellKey
  layerName: string
  areaName: string
  components: readonly string[]
  level: LevelNumber | undefined
  target: LevelNumber | undefined
  onLevel: (level: LevelNumber) => void
  onTarget: (level: LevelNumber | undefined) => void
}) {
  const hidden = components.length - shownComponents
  const chosen = level ? levelInfo(level) : undefined
  return (
    <Card.Root variant="outline" h="full" data-cell={cell} id={cellAnchor(cell)}>
      <Card.Body gap="4">
        <Heading as="h4" size="md">
          {areaName}
        </Heading>
        <Wrap gap="1.5" aria-label="Components">
          {components.slice(0, shownComponents).map((component) => (
            <Badge key={component} variant="subtle" colorPalette="gray" whiteSpace="normal">
              {component}
            </Badge>
          ))}
          {hidden > 0 && (
            <Badge variant="outline" colorPalette="brand" title={components.slice(3).join(', ')}>
              +{hidden} more
            </Badge>
          )}
        </Wrap>
        <LevelPicker
          name={`level-${cell}`}
          legend={`Maturity level: ${layerName}, ${areaName}`}
          value={level}
          onChange={onLevel}
        />
        <Stack gap="0.5" minH="12" aria-live="polite">
          {chosen ? (
            <>
              <Text fontWeight="semibold">
                Level {chosen.level}: {chosen.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {chosen.description}
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Not rated yet: choose a level from 1 to 5.
            </Text>
          )}
        </Stack>
        <EvidenceCriteria criteria={evidenceCriteria[cell]} chosen={level} />
        <Field.Root>
          <Field.Label fontSize="sm">Target level</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={target ?? ''}
              aria-label={`Target level: ${layerName}, ${areaName}`}
              onChange={(event) => {
                const value = Number(event.currentTarget.value)
                onTarget(isLevel(value) ? value : undefined)
              }}
            >
              <option value="">No target</option>
              {maturityLevels.map((l) => (
                <option key={l.level} value={l.level}>
                  {l.level} {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  )
}
