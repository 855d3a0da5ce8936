// The IPAML model as an accessible HTML diagram: three management tiers stacked over the data
// foundation, with Law & Regulations as the compliance foundation. The blocks carry the
// home link set; the IAM Service and PAM Service blocks are deliberately not links.
import { Badge, Box, Flex, HStack, List, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ChevronsDown } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { complianceFoundation, dataFoundation, tiers } from '../../../content/home.ts'
import { paths } from '../../../lib/paths.ts'

interface Block {
  label: string
  detail?: string
  /** Absent for blocks that are not links (IAM Service, PAM Service). */
  href?: string
}

const tierBlocks: Record<string, { palette: string; blocks: Block[] }> = {
  'Strategic Management': {
    palette: 'blue',
    blocks: [
      { label: 'Executive Leadership', detail: 'CIAMO', href: paths.ciamo.getHref() },
      { label: 'Data Model', href: paths.strategic.dataModel.getHref() },
      { label: 'Role Model', href: paths.strategic.roleModel.getHref() },
      { label: 'BiSL', detail: 'Business information', href: paths.strategic.bisl.getHref() },
      { label: 'Program Management', href: paths.strategic.getHref('Program Management') },
    ],
  },
  'Tactical Management': {
    palette: 'purple',
    blocks: [
      { label: 'IGA', detail: 'Identity governance', href: paths.tactical.iga.getHref() },
      { label: 'Integration Service', href: paths.tactical.integrationService.getHref() },
      { label: 'IAM Service', detail: 'Identity & access' },
      { label: 'PAM Service', detail: 'Privileged access' },
    ],
  },
  'Operations Management': {
    palette: 'teal',
    blocks: [
      { label: 'Onboarding', href: paths.operations.getHref('Onboarding Service') },
      { label: 'Offboarding', href: paths.operations.getHref('Offboarding Service') },
      {
        label: 'Incident Management',
        href: paths.operations.getHref('Incident Management Service'),
      },
      { label: 'Correction', href: paths.operations.getHref('Correction Service') },
    ],
  },
}

function BlockItem({ block }: { block: Block }) {
  const body = (
    <>
      <Text as="span" display="block" fontWeight="semibold">
        {block.label}
      </Text>
      {block.detail ? (
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          {block.detail}
        </Text>
      ) : null}
    </>
  )
  return (
    <List.Item flex="1 1 9rem" minW="0">
      {block.href ? (
        <Box
          asChild
          display="block"
          w="full"
          h="full"
          p="3"
          rounded="md"
          bg="bg"
          borderWidth="1px"
          borderColor="colorPalette.muted"
          textAlign="center"
          _hover={{ borderColor: 'colorPalette.solid', shadow: 'sm' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.solid' }}
        >
          <RouterLink to={block.href}>{body}</RouterLink>
        </Box>
      ) : (
        <Box
          w="full"
          h="full"
          p="3"
          rounded="md"
          bg="bg"
          borderWidth="1px"
          borderStyle="dashed"
          textAlign="center"
        >
          {body}
        </Box>
      )}
    </List.Item>
  )
}

function Connector() {
  return (
    <Flex justify="center" color="fg.muted" aria-hidden="true">
      <ChevronsDown size={20} />
    </Flex>
  )
}

export function ModelDiagram() {
  return (
    <Stack as="figure" aria-labelledby="model-caption" gap="2" m="0">
      {tiers.map((tier) => {
        const { palette, blocks } = tierBlocks[tier.name]!
        return (
          <Stack key={tier.name} gap="2">
            <Stack
              colorPalette={palette}
              bg="colorPalette.subtle"
              borderWidth="1px"
              borderColor="colorPalette.muted"
              rounded="lg"
              p={{ base: '3', md: '4' }}
              gap="3"
            >
              <HStack gap="3" flexWrap="wrap">
                <Heading as="h3" size="md" color="colorPalette.fg">
                  {tier.name}
                </Heading>
                <Badge colorPalette={palette} variant="surface">
                  {tier.role}
                </Badge>
              </HStack>
              <Text fontSize="sm">{tier.description}</Text>
              <List.Root
                variant="plain"
                display="flex"
                flexDirection="row"
                flexWrap="wrap"
                gap="2"
                aria-label={`${tier.name} building blocks`}
              >
                {blocks.map((block) => (
                  <BlockItem key={block.label} block={block} />
                ))}
              </List.Root>
            </Stack>
            <Connector />
          </Stack>
        )
      })}
      <Stack bg="bg.muted" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} gap="3">
        <Heading as="h3" size="md">
          Data Foundation
        </Heading>
        <List.Root
          variant="plain"
          display="flex"
          flexDirection="row"
          flexWrap="wrap"
          gap="2"
          aria-label="Data foundation"
        >
          {dataFoundation.map((item) => (
            <List.Item key={item}>
              <Badge size="lg" variant="surface">
                {item}
              </Badge>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack
        colorPalette="orange"
        bg="colorPalette.subtle"
        borderWidth="2px"
        borderColor="colorPalette.muted"
        rounded="lg"
        p={{ base: '3', md: '4' }}
        gap="3"
        mt="2"
      >
        <HStack gap="3" flexWrap="wrap" justify="space-between">
          <Heading as="h3" size="md" color="colorPalette.fg">
            <RouterLink to={paths.lawRegulations.getHref()}>
              {complianceFoundation.title}
            </RouterLink>
          </Heading>
          <Badge colorPalette="orange" variant="surface">
            Compliance foundation
          </Badge>
        </HStack>
        <Text fontSize="sm">{complianceFoundation.description}</Text>
        <List.Root
          variant="plain"
          display="flex"
          flexDirection="row"
          flexWrap="wrap"
          gap="2"
          aria-label="Regulations"
        >
          {complianceFoundation.regimes.map((regime) => (
            <List.Item key={regime}>
              <Badge variant="outline" colorPalette="orange">
                {regime}
              </Badge>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Text as="figcaption" id="model-caption" fontSize="sm" color="fg.muted" textAlign="center">
        The IPAML model: Strategic, Tactical and Operations Management over the data foundation,
        with Law &amp; Regulations as the compliance foundation.
      </Text>
    </Stack>
  )
}
