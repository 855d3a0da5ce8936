// One consultancy service: price, description, features and the
// fixed five-step process.
import { Button, Card, DataList, HStack, SimpleGrid } from '@chakra-ui/react'
import { Briefcase, Mail } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  BulletList,
  ContentSection,
  NumberedList,
  PageContainer,
  PageHeader,
} from '../../../components/info-blocks.tsx'
import { consultancyProcess, type ConsultancyPackage } from '../../../content/training.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

export function ServiceDetail({ service }: { service: ConsultancyPackage }) {
  return (
    <PageContainer>
      <PageMeta
        title={`${service.title} Consultancy`}
        description={`${service.title}, ${service.price}. ${service.description}`}
      />
      <PageHeader
        title={service.title}
        lead={service.description}
        eyebrow="Consultancy service"
        icon={<Briefcase aria-hidden="true" color="var(--chakra-colors-brand-solid)" />}
        back={{ to: paths.training.getHref(), label: 'Back to Training' }}
      >
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.contactAbout.getHref(`Consultancy: ${service.title}`)}>
              Book the {service.title}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <a href={mailto(siteConfig.consultingEmail, `${service.title} consultancy`)}>
              <Mail aria-hidden="true" /> E-mail our consultants
            </a>
          </Button>
        </HStack>
      </PageHeader>
      <ContentSection id="price" title="Price">
        <Card.Root variant="outline" maxW="xl">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="lg">
              <DataList.Item>
                <DataList.ItemLabel minW="10rem">Price</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{service.price}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="10rem">Consultant time</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{service.duration}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      </ContentSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <ContentSection id="features" title="Features">
          <BulletList items={service.features} />
        </ContentSection>
        <ContentSection id="process" title="Our Process">
          <NumberedList items={consultancyProcess} />
        </ContentSection>
      </SimpleGrid>
    </PageContainer>
  )
}
