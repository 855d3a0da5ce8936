// The IPAML model as an accessible HTML diagram: the management tiers stacked over the data
// foundation, with Law & Regulations as the compliance foundation. The blocks carry the home
// link set (src/content/home.ts); the IAM Service and PAM Service blocks are not links.
import { Badge, Box, Flex, HStack, List, Stack, Text } from '@chakra-ui/react'
import { ChevronsDown } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { homeContent } from 'virtual:home-content'
import { Heading } from '../../../components/heading.tsx'
import { TagList } from '../../../components/lists.tsx'
import type { ModelBlock as Block } from '../../../content/home.ts'

const { tiers, modelDiagram, dataFoundation, complianceFoundation } = homeContent

/** Each tier's colour in the diagram. */
const tierPalettes: Record<string, string> = {
  'Strategic Management': 'blue',
  'Tactical Management': 'purple',
  'Operations Management': 'teal',
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
        const palette = tierPalettes[tier.name] ?? 'brand'
        const blocks: Block[] = modelDiagram.blocks[tier.name as keyof typeof modelDiagram.blocks]
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
                aria-label={`${tier.name} ${modelDiagram.blocksLabel}`}
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
          {modelDiagram.dataFoundation}
        </Heading>
        <TagList items={dataFoundation} label={modelDiagram.dataFoundation} size="lg" />
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
            <RouterLink to={complianceFoundation.href}>{complianceFoundation.title}</RouterLink>
          </Heading>
          <Badge colorPalette="orange" variant="surface">
            {complianceFoundation.badge}
          </Badge>
        </HStack>
        <Text fontSize="sm">{complianceFoundation.description}</Text>
        <TagList
          items={complianceFoundation.regimes}
          label={modelDiagram.regulationsLabel}
          variant="outline"
          colorPalette="orange"
        />
      </Stack>
      <Text as="figcaption" id="model-caption" fontSize="sm" color="fg.muted" textAlign="center">
        {modelDiagram.caption}
      </Text>
    </Stack>
  )
}
