// One resource type of the asset management service: what is registered, ownership, access
// governance, lifecycle and the policies that apply.
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import {
  BulletList,
  ContentSection,
  InfoCard,
  NumberedList,
  PageContainer,
  PageHeader,
} from '../../../components/info-blocks.tsx'
import { assetLifecyclePhases, type ResourceType } from '../../../content/asset-management.ts'
import { paths } from '../../../lib/paths.ts'

export function ResourceDetail({ resource }: { resource: ResourceType }) {
  return (
    <PageContainer>
      <PageHeader
        title={resource.title}
        lead={resource.description}
        eyebrow={`${resource.category} resource`}
        back={{ to: paths.tactical.assetManagement.getHref(), label: 'Back to Asset Management' }}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <InfoCard title="What is registered" headingLevel="h2">
          <BulletList items={resource.attributes} />
        </InfoCard>
        <InfoCard title="Access governance" headingLevel="h2">
          <BulletList items={resource.accessGovernance} />
        </InfoCard>
        <InfoCard title="Ownership" headingLevel="h2">
          <Text>{resource.ownership}</Text>
        </InfoCard>
        <InfoCard title="Lifecycle" headingLevel="h2">
          <Text color="fg.muted" fontSize="sm">
            {assetLifecyclePhases.map((phase) => phase.title).join(' → ')}
          </Text>
          <NumberedList items={resource.lifecycle} />
        </InfoCard>
      </SimpleGrid>
      <ContentSection id="related-policies" title="Related policies">
        <Stack as="ul" listStyleType="none" direction="row" flexWrap="wrap" gap="3">
          {resource.relatedPolicies.map((title) => (
            <li key={title}>
              <Button asChild variant="outline" size="sm">
                <RouterLink to={paths.policy.getHref(title)}>{title}</RouterLink>
              </Button>
            </li>
          ))}
        </Stack>
      </ContentSection>
      <HStack>
        <Button asChild colorPalette="brand" whiteSpace="normal" h="auto" minH="10" py="2">
          <RouterLink to={paths.contactAbout.getHref(`Asset management: ${resource.title}`)}>
            Ask an expert about this resource type
          </RouterLink>
        </Button>
      </HStack>
    </PageContainer>
  )
}
