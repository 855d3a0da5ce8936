// /introduction/ebooks: the featured eBooks with Download and Preview, the free library by
// category with Free Download, (illustrative) reader testimonials, and Browse All eBooks / Get
// New Release Alerts.
import { Box, Card, Stack, Text } from '@chakra-ui/react'
import { BellRing, Library, Quote } from 'lucide-react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { Heading } from '../../../components/heading.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  ebookCategories,
  ebooksPage,
  featuredEbooks,
  readerTestimonials,
} from '../../../content/introduction/ebooks.ts'
import { anchorOf } from '../../../lib/anchor.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'
import { DownloadButton } from '../components/download-button.tsx'
import { EbookCard } from '../components/ebook-card.tsx'
import { libraryBookDownload } from '../downloads.ts'

export default function EbooksPage() {
  const { categories, callToAction, card } = ebooksPage
  return (
    <ContentPage copy={ebooksPage}>
      <ContentSection {...ebooksPage.featured}>
        <CardGrid>
          {featuredEbooks.map((book) => (
            <EbookCard key={book.title} book={book} />
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...categories}>
        <CardGrid as="div">
          {ebookCategories.map((category) => (
            <InfoCard
              key={category.title}
              title={category.title}
              description={category.description}
            >
              <Stack as="ul" listStyleType="none" gap="4">
                {category.books.map((book) => (
                  <Box as="li" key={book.title} borderTopWidth="1px" pt="3">
                    <Heading as="h4" id={anchorOf(book.title)} size="sm">
                      {book.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {book.pages} {card.pages} · {book.summary}
                    </Text>
                    <DownloadButton
                      mt="2"
                      size="xs"
                      variant="subtle"
                      colorPalette="brand"
                      aria-label={`${card.freeDownload}: ${book.title}`}
                      file={() => libraryBookDownload(book, category.title)}
                    >
                      {card.freeDownload}
                    </DownloadButton>
                  </Box>
                ))}
              </Stack>
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...ebooksPage.testimonials}>
        <CardGrid>
          {readerTestimonials.map((testimonial) => (
            <Card.Root key={testimonial.quote} variant="subtle" h="full">
              <Card.Body as="figure" gap="4">
                <Box color="brand.fg">
                  <Quote aria-hidden="true" />
                </Box>
                <Text as="blockquote" fontStyle="italic">
                  {testimonial.quote}
                </Text>
                <Text as="figcaption" fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    {testimonial.role}
                  </Text>
                  , {testimonial.organization} ({card.illustrative})
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </CardGrid>
      </ContentSection>

      <CallToAction {...callToAction}>
        <LinkButton href={`#${categories.id}`} colorPalette="brand" size="lg">
          <Library aria-hidden="true" />
          {callToAction.browse}
        </LinkButton>
        <LinkButton
          href={mailto(siteConfig.email, callToAction.alertSubject)}
          variant="outline"
          size="lg"
        >
          <BellRing aria-hidden="true" />
          {callToAction.alerts}
        </LinkButton>
      </CallToAction>
    </ContentPage>
  )
}
