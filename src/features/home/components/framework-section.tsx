// Home framework section (anchor "framework"): title, tier chips, the model diagram and the
// calls to action to the unified framework and the implementation roadmap.
import { Badge, Box, Button, Container, HStack, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowRight, Map as MapIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { frameworkSection, tiers } from '../../../content/home.ts'
import { paths } from '../../../lib/paths.ts'
import { ModelDiagram } from './model-diagram.tsx'

export function FrameworkSection() {
  return (
    <Box
      as="section"
      id="framework"
      aria-labelledby="framework-heading"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="6xl">
        <Stack gap="8">
          <Stack gap="4" align="center" textAlign="center">
            <Heading id="framework-heading" as="h2" size={{ base: '2xl', md: '4xl' }}>
              {frameworkSection.title}
            </Heading>
            <HStack
              as="ul"
              gap="2"
              flexWrap="wrap"
              justify="center"
              listStyleType="none"
              aria-label="Management tiers"
            >
              {tiers.map((tier) => (
                <li key={tier.name}>
                  <Badge size="lg" colorPalette="brand" variant="subtle">
                    {tier.name} · {tier.role}
                  </Badge>
                </li>
              ))}
            </HStack>
            <Text color="fg.muted" maxW="3xl">
              {frameworkSection.lead}
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.unifiedFramework.getHref()}>
                Explore Unified Framework <ArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
          </Stack>
          <ModelDiagram />
          <Stack gap="2" align="center" textAlign="center">
            <Button asChild variant="outline" size="lg">
              <RouterLink to={paths.implementationRoadmap.getHref()}>
                <MapIcon aria-hidden="true" /> View Implementation Roadmap
              </RouterLink>
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {frameworkSection.roadmapNote}
            </Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  )
}
