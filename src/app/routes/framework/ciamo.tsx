// /ciamo: the Chief Identity and Access Management Officer.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ExternalLink } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  ciamoIntro,
  ciamoLeadershipModel,
  ciamoMetrics,
  ciamoPath,
  ciamoResponsibilities,
  ciamoSkills,
} from '../../../content/framework/ciamo.ts'
import { BulletList, ContentBlock } from '../../../features/framework/components/content-block.tsx'
import { crumbs } from '../../../features/framework/components/crumbs.ts'
import { FrameworkIcon } from '../../../features/framework/components/framework-icon.tsx'
import { MetricGrid } from '../../../features/framework/components/metric-grid.tsx'
import { PageBody } from '../../../features/framework/components/page-body.tsx'
import { PageHeader } from '../../../features/framework/components/page-header.tsx'
import { TopicGrid } from '../../../features/framework/components/topic-grid.tsx'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

export default function CiamoPage() {
  return (
    <>
      <PageMeta title={ciamoIntro.title} description={ciamoIntro.description} />
      <PageHeader
        title={ciamoIntro.title}
        description={ciamoIntro.description}
        crumbs={[crumbs.home]}
        icon={<FrameworkIcon name="Landmark" color="purple" size="lg" />}
        actions={
          <>
            <Button asChild colorPalette="brand">
              <a href={siteConfig.ciamoSiteUrl} target="_blank" rel="noopener noreferrer">
                Visit the CIAMO site <ExternalLink aria-hidden="true" />
                <Text as="span" srOnly>
                  (opens in a new tab)
                </Text>
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={mailto(siteConfig.trainingEmail, 'CIAMO development program')}>
                Join the development program
              </a>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.contactAbout.getHref('CIAMO skills assessment')}>
                Request a skills assessment
              </RouterLink>
            </Button>
          </>
        }
      />
      <PageBody>
        <ContentBlock title="Leadership Model">
          <TopicGrid groups={ciamoLeadershipModel} columns={4} />
        </ContentBlock>
        <ContentBlock title="Responsibilities">
          <BulletList items={ciamoResponsibilities} />
        </ContentBlock>
        <ContentBlock title="Skills">
          <TopicGrid groups={ciamoSkills} columns={4} />
        </ContentBlock>
        <ContentBlock title="Development Path">
          <Stack as="ol" listStyleType="none" gap="4">
            {ciamoPath.map((level) => (
              <Card.Root as="li" key={level.level} variant="outline">
                <Card.Body gap="3">
                  <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                    <Heading as="h3" size="md">
                      Level {level.level}: {level.title}
                    </Heading>
                    <Badge colorPalette="brand" size="lg">
                      {level.duration}
                    </Badge>
                  </HStack>
                  <Text color="fg.muted">{level.description}</Text>
                  <BulletList items={level.requirements} />
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </ContentBlock>
        <ContentBlock title="Success Metrics">
          <MetricGrid metrics={ciamoMetrics} />
        </ContentBlock>
      </PageBody>
    </>
  )
}
