// Home training section (anchor "training"): certification cards linking to /training/{code},
// consultancy cards linking to /training/{slug of title}, and awareness programme cards that are
// not links.
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { homeContent } from 'virtual:home-content'
import { InfoCard, LinkCard } from '../../../components/cards.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { PriceBadges } from '../../../components/price-badges.tsx'
import { paths } from '../../../lib/paths.ts'
import { GroupHeading } from './group-heading.tsx'
import { MarkupIcon } from './markup-icon.tsx'
import { SectionShell } from './section-shell.tsx'

const { training } = homeContent

function CardGroup({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <GroupHeading id={id} title={title} lead={description} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  )
}

export function TrainingSection() {
  return (
    <SectionShell id={training.id} title={training.title} lead={training.description} muted>
      <Stack gap="12">
        <CardGroup {...training.certifications}>
          {homeContent.certifications.map((course) => (
            <LinkCard
              key={course.title}
              href={paths.training.getHref(course.title)}
              title={
                <HStack as="span" gap="3">
                  <MarkupIcon svg={course.icon} />
                  {course.title}
                </HStack>
              }
            >
              <Text fontWeight="semibold">{course.fullTitle}</Text>
              <PriceBadges {...course} inHouse={`training.inHouse ${course.inHousePrice}`} />
            </LinkCard>
          ))}
        </CardGroup>
        <CardGroup {...training.consultancy}>
          {homeContent.consultancyPackages.map((service) => (
            <LinkCard
              key={service.title}
              href={paths.training.getHref(service.title)}
              title={service.title}
            >
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {service.price}
              </Text>
              <Text color="fg.muted" fontSize="sm" lineClamp={3}>
                {service.description}
              </Text>
            </LinkCard>
          ))}
        </CardGroup>
        <CardGroup {...training.awareness}>
          {homeContent.awarenessProgrammes.map((programme) => (
            <InfoCard
              key={programme.title}
              title={programme.title}
              headingLevel="h4"
              description={programme.description}
            >
              <PriceBadges {...programme} inHouse={`training.inHouse ${programme.inHousePrice}`} />
            </InfoCard>
          ))}
        </CardGroup>
        <HStack justify="center">
          <LinkButton href={training.all.href} colorPalette="brand" size="lg">
            {training.all.label} <ArrowRight aria-hidden="true" />
          </LinkButton>
        </HStack>
      </Stack>
    </SectionShell>
  )
}
