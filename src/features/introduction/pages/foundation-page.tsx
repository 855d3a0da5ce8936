// /ipaml-foundation: the foundation course overview: what IPAML is, the management tiers, the
// data foundation, the modules, who it is for and the next steps.
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { ArrowRight, GraduationCap, Layers } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  dataFoundation,
  foundationAudience,
  foundationModules,
  foundationPage,
  foundationTiers,
  whatIsIpaml,
} from '../../../content/introduction/foundation.ts'
import type { PageLink } from '../../../content/page-copy.ts'

function TextLink({ link }: { link: PageLink }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={link.href}>{link.label}</RouterLink>
    </Link>
  )
}

export default function FoundationPage() {
  const { whatIs, callToAction, card } = foundationPage
  const [lawLink, frameworkLink] = whatIs.links
  return (
    <ContentPage copy={foundationPage}>
      <ContentSection id={whatIs.id} title={whatIs.title}>
        <Stack gap="3" maxW="4xl">
          {whatIsIpaml.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Text>
            {whatIs.readMore} <TextLink link={lawLink!} /> {whatIs.pageAnd}{' '}
            <TextLink link={frameworkLink!} />.
          </Text>
        </Stack>
      </ContentSection>

      <ContentSection {...foundationPage.tiers}>
        <CardGrid as="ol">
          {foundationTiers.map((tier, index) => (
            <InfoCard
              key={tier.title}
              title={tier.title}
              icon={
                <HStack gap="2">
                  <Badge colorPalette="brand" variant="solid">
                    {card.tier} {index + 1}
                  </Badge>
                  <Badge colorPalette="brand" variant="subtle">
                    {tier.motto}
                  </Badge>
                </HStack>
              }
              description={tier.description}
              footer={
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={tier.link.href}>
                    {tier.link.label}
                    <ArrowRight aria-hidden="true" size="16" />
                  </RouterLink>
                </Link>
              }
            >
              <BulletList items={tier.examples} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...foundationPage.dataFoundation}>
        <CardGrid columns={4}>
          {dataFoundation.map((item) => (
            <InfoCard
              key={item.title}
              title={item.title}
              variant="subtle"
              icon={
                <Stack color="brand.fg">
                  <Layers aria-hidden="true" size="18" />
                </Stack>
              }
              description={item.description}
            />
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...foundationPage.modules}>
        <CardGrid as="ol">
          {foundationModules.map((module) => (
            <InfoCard key={module.title} title={module.title} description={module.description}>
              <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                {module.hours} {card.hours}
              </Text>
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...foundationPage.audience}>
        <BulletList items={foundationAudience} />
      </ContentSection>

      <CallToAction {...callToAction}>
        <LinkButton href={callToAction.courses.href} colorPalette="brand" size="lg">
          <GraduationCap aria-hidden="true" />
          {callToAction.courses.label}
        </LinkButton>
        <LinkButton href={callToAction.training.href} variant="outline" size="lg">
          {callToAction.training.label}
          <ArrowRight aria-hidden="true" />
        </LinkButton>
      </CallToAction>
    </ContentPage>
  )
}
