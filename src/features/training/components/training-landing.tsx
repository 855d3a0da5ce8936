// The /training landing list: certification courses, consultancy services with price and
// description, and the awareness programmes.
import { Alert, Text } from '@chakra-ui/react'
import { ArrowRight, Mail } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { LinkButton } from '../../../components/link-button.tsx'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { PriceBadges } from '../../../components/price-badges.tsx'
import { IconTile } from '../../../components/icon.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  awarenessProgrammes,
  certifications,
  consultancyPackages,
  trainingPage,
} from '../../../content/training.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

const { groups } = trainingPage

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function TrainingLanding({ unknown }: { unknown?: string }) {
  return (
    <ContentPage
      copy={trainingPage}
      actions={
        <>
          <LinkButton
            href={paths.contactAbout.getHref(trainingPage.advice.topic)}
            colorPalette="brand"
          >
            {trainingPage.advice.label}
          </LinkButton>
          <LinkButton
            href={mailto(siteConfig.trainingEmail, trainingPage.mailSubject)}
            variant="outline"
          >
            <Mail aria-hidden="true" /> {siteConfig.trainingEmail}
          </LinkButton>
        </>
      }
    >
      {unknown ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>
            {trainingPage.unknown.before} “{safeDecode(unknown)}”. {trainingPage.unknown.after}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <ContentSection {...groups.certifications}>
        <CardGrid as="div">
          {certifications.map((course) => (
            <InfoCard
              key={course.title}
              title={
                <RouterLink to={paths.training.getHref(course.title)}>{course.title}</RouterLink>
              }
              icon={<IconTile name={course.icon} />}
              footer={
                <LinkButton
                  href={paths.training.getHref(course.title)}
                  variant="outline"
                  size="sm"
                  aria-label={`${trainingPage.courseDetails}: ${course.title}`}
                >
                  {trainingPage.courseDetails} <ArrowRight aria-hidden="true" />
                </LinkButton>
              }
            >
              <Text fontWeight="semibold">{course.fullTitle}</Text>
              <Text color="fg.muted">{course.description}</Text>
              <PriceBadges {...course} inHouse={`trainingPage.inHouse ${course.inHousePrice}`} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection {...groups.consultancy}>
        <CardGrid as="div">
          {consultancyPackages.map((service) => (
            <InfoCard
              key={service.title}
              title={
                <RouterLink to={paths.training.getHref(service.title)}>{service.title}</RouterLink>
              }
            >
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {service.price}
              </Text>
              <Text color="fg.muted">{service.description}</Text>
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection {...groups.awareness}>
        <CardGrid as="div">
          {awarenessProgrammes.map((programme) => (
            <InfoCard
              key={programme.title}
              title={programme.title}
              description={programme.description}
              footer={
                <LinkButton
                  href={paths.contactAbout.getHref(
                    `${trainingPage.awarenessTopic}: ${programme.title}`,
                  )}
                  variant="outline"
                  size="sm"
                  aria-label={`${trainingPage.requestLabel} ${programme.title}`}
                >
                  {trainingPage.requestProgramme}
                </LinkButton>
              }
            >
              <Text fontSize="sm">{programme.audience}</Text>
              <PriceBadges
                {...programme}
                inHouse={`trainingPage.inHouse ${programme.inHousePrice}`}
              />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  )
}
