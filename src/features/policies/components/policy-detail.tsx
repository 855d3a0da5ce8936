// One policy: description, then Key Features (bullets),
// Implementation Steps (numbered) and Benefits (bullets); then, when the policy has them, the
// rules that deliberately follow one standard, and why; then the policy's control mapping.
import { Box, Flex, SimpleGrid } from '@chakra-ui/react'
import { ControlMappingBlock } from '../../../components/control-mapping-block.tsx'
import { controlMappingOf } from '../../../content/control-mapping-lookup.ts'
import type { Policy } from '../../../content/policies.ts'
import { paths } from '../../../lib/paths.ts'
import {
  BulletList,
  InfoCard,
  NumberedList,
  PageContainer,
  PageHeader,
} from '../../../components/info-blocks.tsx'
import { StandardsChoices } from '../../../components/standards-choices.tsx'
import { PolicyIcon } from './policy-icon.tsx'

export function PolicyDetail({ policy }: { policy: Policy }) {
  const mapping = controlMappingOf('policy', policy.title)
  return (
    <PageContainer>
      <PageHeader
        title={policy.title}
        lead={policy.description}
        eyebrow="Policy"
        back={{ to: paths.policy.getHref(), label: 'Back to Policies' }}
        icon={
          <Flex
            colorPalette={policy.color}
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            w="12"
            h="12"
            rounded="xl"
            align="center"
            justify="center"
          >
            <PolicyIcon name={policy.icon} size={26} />
          </Flex>
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <InfoCard title="Key Features" headingLevel="h2">
          <BulletList items={policy.features} />
        </InfoCard>
        <InfoCard title="Implementation Steps" headingLevel="h2">
          <NumberedList items={policy.implementation} />
        </InfoCard>
        <InfoCard title="Benefits" headingLevel="h2">
          <BulletList items={policy.benefits} />
        </InfoCard>
      </SimpleGrid>
      {policy.standardsChoices ? (
        <Box mt="8">
          <StandardsChoices choices={policy.standardsChoices} />
        </Box>
      ) : null}
      {mapping ? <ControlMappingBlock mapping={mapping} subject="this policy" /> : null}
    </PageContainer>
  )
}
