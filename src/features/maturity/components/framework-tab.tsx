// The Framework tab: the 3 × 7 grid of components and the five-level reference.
import { Badge, Card, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import {
  cellComponents,
  functionalAreas,
  levelAnchor,
  managementLayers,
  maturityLevels,
} from '../../../content/maturity.ts'
import { cellKey } from '../scoring.ts'

export function FrameworkTab() {
  return (
    <Stack gap="10">
      <Stack as="section" gap="4" aria-labelledby="framework-grid">
        <Heading as="h2" size="2xl" id="framework-grid">
          Framework components
        </Heading>
        <Text color="fg.muted">
          Three management layers by seven functional areas: the components assessed in each cell.
        </Text>
        <Table.ScrollArea
          borderWidth="1px"
          rounded="md"
          tabIndex={0}
          role="region"
          aria-label="Components by functional area and management layer"
        >
          <Table.Root size="sm" variant="line" minW="3xl">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Functional area</Table.ColumnHeader>
                {managementLayers.map((layer) => (
                  <Table.ColumnHeader key={layer.id} scope="col">
                    {layer.name} ({layer.description.toLowerCase()})
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {functionalAreas.map((area) => (
                <Table.Row key={area.id} verticalAlign="top">
                  <Table.Cell as="th" scope="row" fontWeight="semibold">
                    {area.name}
                  </Table.Cell>
                  {managementLayers.map((layer) => (
                    <Table.Cell key={layer.id}>
                      <List.Root gap="1" ps="4" fontSize="sm">
                        {cellComponents[cellKey(layer.id, area.id)].map((component) => (
                          <List.Item key={component}>{component}</List.Item>
                        ))}
                      </List.Root>
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="framework-levels">
        <Heading as="h2" size="2xl" id="framework-levels">
          Maturity levels
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          {maturityLevels.map((level) => (
            <Card.Root key={level.level} variant="outline" id={levelAnchor(level.level)}>
              <Card.Body gap="2">
                <Badge colorPalette="brand" variant="solid" alignSelf="flex-start">
                  L{level.level}
                </Badge>
                <Heading as="h3" size="md">
                  {level.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {level.description}
                </Text>
                <Text fontSize="sm" fontWeight="semibold">
                  Score {level.score}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  )
}
