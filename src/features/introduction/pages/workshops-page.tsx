// /introduction/workshops: the workshop types, the upcoming workshops with Register Now (a mail
// to the workshops address), the custom options, and View Workshop Schedule / Request Custom
// Workshop.
import { Badge, Text } from '@chakra-ui/react'
import { CalendarDays, Clock, MapPin, Monitor, Users } from 'lucide-react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { FeatureGrid } from '../../../components/feature-grid.tsx'
import { IconTile } from '../../../components/icon.tsx'
import { FactList, TagList } from '../../../components/lists.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  customOptions,
  upcomingWorkshops,
  workshopTypes,
  workshopsPage,
} from '../../../content/introduction/workshops.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

export default function WorkshopsPage() {
  const { upcoming, callToAction, card } = workshopsPage
  return (
    <ContentPage copy={workshopsPage}>
      <ContentSection {...workshopsPage.types}>
        <CardGrid>
          {workshopTypes.map((workshop) => (
            <InfoCard
              key={workshop.name}
              title={workshop.name}
              icon={<IconTile name={workshop.icon} />}
              aside={
                <Badge colorPalette="brand" variant="subtle">
                  {workshop.level}
                </Badge>
              }
              description={workshop.description}
            >
              <FactList
                facts={[
                  { icon: Clock, text: workshop.duration },
                  { icon: Users, text: workshop.capacity },
                  { icon: Monitor, text: workshop.format },
                ]}
              />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...upcoming}>
        <CardGrid>
          {upcomingWorkshops.map((workshop) => (
            <InfoCard
              key={workshop.title}
              title={workshop.title}
              icon={
                <Badge colorPalette="brand" variant="solid" alignSelf="flex-start">
                  {workshop.spots}
                </Badge>
              }
              aside={
                <Text fontSize="2xl" fontWeight="bold">
                  {workshop.price}
                </Text>
              }
              footer={
                <LinkButton
                  href={mailto(
                    siteConfig.workshopsEmail,
                    `${card.registration}: ${workshop.title} (${workshop.date})`,
                  )}
                  colorPalette="brand"
                  w="full"
                  aria-label={`${card.register} for ${workshop.title}`}
                >
                  {card.register}
                </LinkButton>
              }
            >
              <FactList
                facts={[
                  { icon: CalendarDays, text: workshop.date },
                  { icon: MapPin, text: `${workshop.location} · ${workshop.format}` },
                  { icon: Clock, text: `${workshop.duration} · ${workshop.level}` },
                ]}
              />
              <TagList items={workshop.topics} label={card.topics} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...workshopsPage.customOptions}>
        <FeatureGrid items={customOptions} />
      </ContentSection>

      <CallToAction {...callToAction}>
        <LinkButton href={`#${upcoming.id}`} colorPalette="brand" size="lg">
          <CalendarDays aria-hidden="true" />
          {callToAction.schedule}
        </LinkButton>
        <LinkButton
          href={paths.contactAbout.getHref(callToAction.customTopic)}
          variant="outline"
          size="lg"
        >
          {callToAction.custom}
        </LinkButton>
      </CallToAction>
    </ContentPage>
  )
}
