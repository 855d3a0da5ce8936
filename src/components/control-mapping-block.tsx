// The "Control mapping" block of a policy or operations service page: per standard, the
// controls the page's policy or service implements, with the date the mapping was checked and
// a link to the crosswalk of every mapping.
import { Box, Card, Code, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from './heading.tsx'
import { ArrowRight } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import type { StandardMapping } from '../content/control-mapping-lookup.ts'
import {
  controlMappingBlockCopy as copy,
  MAPPINGS_CHECKED_ON,
} from '../content/control-mappings.ts'
import { longDate } from '../lib/dates.ts'
import { paths } from '../lib/paths.ts'

export function ControlMappingBlock({
  mapping,
  subject,
}: {
  mapping: readonly StandardMapping[]
  /** What the page describes, in running text: "this policy", "this service". */
  subject: string
}) {
  return (
    <Stack as="section" aria-labelledby={copy.id} gap="5">
      <Stack gap="2">
        <Heading as="h2" id={copy.id} size={{ base: 'xl', md: '2xl' }}>
          {copy.title}
        </Heading>
        <Text color="fg.muted" maxW="4xl">
          {copy.before} {subject} {copy.after}{' '}
          <time dateTime={MAPPINGS_CHECKED_ON}>{longDate(MAPPINGS_CHECKED_ON)}</time>.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {mapping.map(({ standard, controls }) => (
          <Card.Root key={standard.id} variant="outline">
            <Card.Body gap="3">
              <Heading as="h3" size="md">
                {standard.label}
              </Heading>
              <List.Root variant="plain" gap="2" aria-label={`${standard.label} controls`}>
                {controls.map((control) => (
                  <List.Item key={control.id} display="block">
                    <Code colorPalette="brand" variant="surface" me="2" whiteSpace="nowrap">
                      {control.id}
                    </Code>
                    <Text as="span">{control.title}</Text>
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Box>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={paths.controlMappings.getHref()}>
            {copy.crosswalk} <ArrowRight aria-hidden="true" size="1em" />
          </RouterLink>
        </Link>
      </Box>
    </Stack>
  )
}
