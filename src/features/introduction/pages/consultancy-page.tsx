// /introduction/consultancy: the consultancy services with Request Consultation, the areas of
// expertise, the (illustrative) client success stories, and Schedule Free Consultation /
// Contact Our Team.
import { Badge, HStack, Text } from '@chakra-ui/react'
import { CalendarCheck, Clock, MessageSquare } from 'lucide-react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { FeatureGrid } from '../../../components/feature-grid.tsx'
import { FactList, LabelledList, LabelledText } from '../../../components/lists.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  consultancyPage,
  consultancyServices,
  expertiseAreas,
  successStories,
} from '../../../content/introduction/consultancy.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

export default function ConsultancyPage() {
  const { callToAction, card } = consultancyPage
  return (
    <ContentPage copy={consultancyPage}>
      <ContentSection {...consultancyPage.services}>
        <CardGrid columns={2}>
          {consultancyServices.map((service) => (
            <InfoCard
              key={service.title}
              title={service.title}
              footer={
                <LinkButton
                  href={paths.contactAbout.getHref(`Consultation: ${service.title}`)}
                  colorPalette="brand"
                  aria-label={`${card.request}: ${service.title}`}
                >
                  {card.request}
                </LinkButton>
              }
            >
              <FactList facts={[{ icon: Clock, text: service.duration }]} />
              <Text color="fg.muted">{service.description}</Text>
              <LabelledList label={card.deliverables} items={service.deliverables} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...consultancyPage.expertise}>
        <FeatureGrid items={expertiseAreas} />
      </ContentSection>

      <ContentSection {...consultancyPage.stories}>
        <CardGrid>
          {successStories.map((story) => (
            <InfoCard
              key={story.client}
              title={story.client}
              variant="subtle"
              icon={
                <HStack gap="2" flexWrap="wrap">
                  <Badge colorPalette="brand" variant="outline">
                    {story.industry}
                  </Badge>
                  <Badge colorPalette="gray" variant="subtle">
                    {card.illustrative}
                  </Badge>
                </HStack>
              }
            >
              <LabelledText label={card.challenge}>{story.challenge}</LabelledText>
              <LabelledText label={card.solution}>{story.solution}</LabelledText>
              <LabelledList label={card.results} items={story.results} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <CallToAction {...callToAction}>
        <LinkButton
          href={mailto(siteConfig.consultingEmail, callToAction.scheduleSubject)}
          colorPalette="brand"
          size="lg"
        >
          <CalendarCheck aria-hidden="true" />
          {callToAction.schedule}
        </LinkButton>
        <LinkButton
          href={paths.contactAbout.getHref(callToAction.contactTopic)}
          variant="outline"
          size="lg"
        >
          <MessageSquare aria-hidden="true" />
          {callToAction.contact}
        </LinkButton>
      </CallToAction>
    </ContentPage>
  )
}
