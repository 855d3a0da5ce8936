// /introduction: title with three badges, five Learn More
// cards, a call-to-action to the foundation page, 'Contact Our Experts' and contact info.
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowRight, MessageSquare } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { ContentSection, PageContainer, PageHeader } from '../../../components/info-blocks.tsx'
import {
  contactCallToAction,
  foundationCallToAction,
  introductionBadges,
  introductionHub,
  learnMoreCards,
} from '../../../content/introduction/hub.ts'
import { paths } from '../../../lib/paths.ts'
import { CallToAction } from './call-to-action.tsx'
import { ContactDetails } from './contact-details.tsx'
import { IntroIcon } from './intro-icon.tsx'

export function HubPage() {
  return (
    <PageContainer>
      <PageHeader
        title={introductionHub.title}
        lead={introductionHub.description}
        eyebrow={introductionHub.eyebrow}
      >
        <Wrap as="ul" aria-label="Highlights" gap="2" listStyleType="none">
          {introductionBadges.map((badge) => (
            <li key={badge}>
              <Badge size="lg" variant="outline" colorPalette="brand">
                {badge}
              </Badge>
            </li>
          ))}
        </Wrap>
      </PageHeader>

      <ContentSection
        id="explore"
        title="Explore IPAML"
        description="Five ways to learn the framework and put it to work in your organisation."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {learnMoreCards.map((card) => (
            <li key={card.title}>
              <Card.Root variant="outline" h="full">
                <Card.Body gap="3">
                  <IntroIcon name={card.icon} />
                  <Heading as="h3" size="lg">
                    {card.title}
                  </Heading>
                  <Text color="fg.muted">{card.description}</Text>
                  <List.Root ps="5" gap="1" fontSize="sm">
                    {card.highlights.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                </Card.Body>
                <Card.Footer>
                  <Button
                    asChild
                    variant="outline"
                    colorPalette="brand"
                    aria-label={`Learn More about ${card.title}`}
                  >
                    <RouterLink to={card.href}>
                      Learn More
                      <ArrowRight aria-hidden="true" />
                    </RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <CallToAction
        id="foundation-cta"
        title={foundationCallToAction.title}
        description={foundationCallToAction.description}
      >
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.foundation.getHref()}>
            {foundationCallToAction.label}
            <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </CallToAction>

      <ContentSection
        id="contact-experts"
        title={contactCallToAction.title}
        description={contactCallToAction.description}
      >
        <Stack gap="5">
          <Wrap>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.contactAbout.getHref(contactCallToAction.topic)}>
                <MessageSquare aria-hidden="true" />
                Contact Our Experts
              </RouterLink>
            </Button>
          </Wrap>
          <ContactDetails />
        </Stack>
      </ContentSection>
    </PageContainer>
  )
}
