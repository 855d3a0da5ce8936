// One consultancy service: price, description, features and the fixed process every engagement
// follows.
import { SimpleGrid } from '@chakra-ui/react'
import { Mail } from 'lucide-react'
import { FactCard } from '../../../components/fact-card.tsx'
import { IconTile } from '../../../components/icon.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { BulletList, NumberedList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  consultancyProcess,
  serviceMeta,
  trainingPage,
  type ConsultancyPackage,
} from '../../../content/training.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

const copy = trainingPage.service

export function ServiceDetail({ service }: { service: ConsultancyPackage }) {
  return (
    <ContentPage
      copy={{
        meta: serviceMeta(service),
        header: { title: service.title, description: service.description, eyebrow: copy.eyebrow },
        back: copy.back,
      }}
      icon={<IconTile name="Briefcase" size="lg" />}
      actions={
        <>
          <LinkButton
            href={paths.contactAbout.getHref(`${copy.topic}: ${service.title}`)}
            colorPalette="brand"
          >
            {copy.book} {service.title}
          </LinkButton>
          <LinkButton
            href={mailto(siteConfig.consultingEmail, `${service.title} consultancy`)}
            variant="outline"
          >
            <Mail aria-hidden="true" /> {copy.mail}
          </LinkButton>
        </>
      }
    >
      <ContentSection {...copy.price}>
        <FactCard
          maxW="xl"
          facts={[
            { label: copy.rows.price, value: service.price },
            { label: copy.rows.time, value: service.duration },
          ]}
        />
      </ContentSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ContentSection {...copy.features}>
          <BulletList items={service.features} />
        </ContentSection>
        <ContentSection {...copy.process}>
          <NumberedList items={consultancyProcess} />
        </ContentSection>
      </SimpleGrid>
    </ContentPage>
  )
}
