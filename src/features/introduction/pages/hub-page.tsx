// /introduction (and any unknown /introduction/{section}): the hub's badges, a Learn More card
// per introduction page, the foundation call to action, and how to reach a practitioner.
import { Badge, Stack, Wrap } from '@chakra-ui/react'
import { ArrowRight, MessageSquare } from 'lucide-react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { ContactDetails } from '../../../components/contact-details.tsx'
import { IconTile } from '../../../components/icon.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import { hubPage, introductionBadges, learnMoreCards } from '../../../content/introduction/hub.ts'
import { paths } from '../../../lib/paths.ts'

export default function HubPage() {
  const { explore, foundation, contact } = hubPage
  return (
    <ContentPage
      copy={hubPage}
      headerExtra={
        <Wrap as="ul" aria-label={hubPage.badgesLabel} gap="2" listStyleType="none">
          {introductionBadges.map((badge) => (
            <li key={badge}>
              <Badge size="lg" variant="outline" colorPalette="brand">
                {badge}
              </Badge>
            </li>
          ))}
        </Wrap>
      }
    >
      <ContentSection {...explore}>
        <CardGrid>
          {learnMoreCards.map((card) => (
            <InfoCard
              key={card.title}
              title={card.title}
              icon={<IconTile name={card.icon} />}
              description={card.description}
              footer={
                <LinkButton
                  href={card.href}
                  variant="outline"
                  colorPalette="brand"
                  aria-label={`${hubPage.learnMore} about ${card.title}`}
                >
                  {hubPage.learnMore}
                  <ArrowRight aria-hidden="true" />
                </LinkButton>
              }
            >
              <BulletList items={card.highlights} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <CallToAction {...foundation}>
        <LinkButton href={foundation.href} colorPalette="brand" size="lg">
          {foundation.label}
          <ArrowRight aria-hidden="true" />
        </LinkButton>
      </CallToAction>

      <ContentSection {...contact}>
        <Stack gap="5">
          <Wrap>
            <LinkButton href={paths.contactAbout.getHref(contact.topic)} colorPalette="brand">
              <MessageSquare aria-hidden="true" />
              {contact.button}
            </LinkButton>
          </Wrap>
          <ContactDetails />
        </Stack>
      </ContentSection>
    </ContentPage>
  )
}
