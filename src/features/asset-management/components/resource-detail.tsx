// One resource type of the asset management service: what is registered, ownership, access
// governance, lifecycle and the policies that apply.
import { Box, Stack, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { BulletList, NumberedList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  assetLifecyclePhases,
  resourceDetailCopy as copy,
  type ResourceType,
} from '../../../content/asset-management.ts'
import { paths } from '../../../lib/paths.ts'

export function ResourceDetail({ resource }: { resource: ResourceType }) {
  const frame = {
    meta: { title: copy.metaTitle(resource.title), description: resource.description },
    header: {
      title: resource.title,
      description: resource.description,
      eyebrow: copy.eyebrow(resource.category),
    },
    back: copy.back,
  }
  return (
    <ContentPage copy={frame}>
      <CardGrid columns={2} as="div">
        <InfoCard title={copy.registered} headingLevel="h2">
          <BulletList items={resource.attributes} />
        </InfoCard>
        <InfoCard title={copy.accessGovernance} headingLevel="h2">
          <BulletList items={resource.accessGovernance} />
        </InfoCard>
        <InfoCard title={copy.ownership} headingLevel="h2">
          <Text>{resource.ownership}</Text>
        </InfoCard>
        <InfoCard
          title={copy.lifecycle}
          headingLevel="h2"
          description={assetLifecyclePhases.map((phase) => phase.title).join(' → ')}
        >
          <NumberedList items={resource.lifecycle} />
        </InfoCard>
      </CardGrid>
      <ContentSection {...copy.relatedPolicies}>
        <Stack as="ul" listStyleType="none" direction="row" flexWrap="wrap" gap="3">
          {resource.relatedPolicies.map((title) => (
            <li key={title}>
              <LinkButton href={paths.policy.getHref(title)} variant="outline" size="sm">
                {title}
              </LinkButton>
            </li>
          ))}
        </Stack>
      </ContentSection>
      <Box>
        <LinkButton
          href={paths.contactAbout.getHref(copy.expertTopic(resource.title))}
          colorPalette="brand"
          whiteSpace="normal"
          h="auto"
          minH="10"
          py="2"
        >
          {copy.askExpert}
        </LinkButton>
      </Box>
    </ContentPage>
  )
}
