// /introduction/ebooks: three featured eBooks with Download and Preview,
// three categories of six books with Free Download, three reader testimonials, and Browse All
// eBooks / Get New Release Alerts.
import { Box, Card, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { anchorOf } from '../../../lib/anchor.ts'
import { BellRing, Library, Quote } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { ContentSection, PageContainer, PageHeader } from '../../../components/info-blocks.tsx'
import {
  ebookCategories,
  ebookFiguresNote,
  ebooksCallToAction,
  ebooksIntro,
  featuredEbooks,
  readerTestimonials,
  testimonialsNote,
} from '../../../content/introduction/ebooks.ts'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'
import { libraryBookDownload } from '../downloads.ts'
import { CallToAction } from './call-to-action.tsx'
import { DownloadButton } from './download-button.tsx'
import { EbookCard } from './ebook-card.tsx'

export function EbooksPage() {
  return (
    <PageContainer>
      <PageHeader
        title={ebooksIntro.title}
        lead={ebooksIntro.description}
        eyebrow={ebooksIntro.eyebrow}
        back={{ to: paths.introduction.getHref(), label: 'Back to Introduction' }}
      />

      <ContentSection id="featured-ebooks" title="Featured eBooks" description={ebookFiguresNote}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {featuredEbooks.map((book) => (
            <li key={book.title}>
              <EbookCard book={book} />
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection
        id="categories"
        title="Browse by category"
        description="Eighteen free titles in three categories. Free Download gives you the summary as a Markdown file; the full edition in PDF, EPUB or MOBI is sent on request."
      >
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
          {ebookCategories.map((category) => (
            <Card.Root key={category.title} variant="outline">
              <Card.Header gap="1">
                <Heading as="h3" size="lg">
                  {category.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {category.description}
                </Text>
              </Card.Header>
              <Card.Body>
                <Stack as="ul" listStyleType="none" gap="4">
                  {category.books.map((book) => (
                    <Box as="li" key={book.title} borderTopWidth="1px" pt="3">
                      <HStack justify="space-between" align="flex-start" gap="3">
                        <Stack gap="0.5">
                          <Heading as="h4" id={anchorOf(book.title)} size="sm">
                            {book.title}
                          </Heading>
                          <Text fontSize="sm" color="fg.muted">
                            {book.pages} pages · {book.summary}
                          </Text>
                        </Stack>
                      </HStack>
                      <DownloadButton
                        mt="2"
                        size="xs"
                        variant="subtle"
                        colorPalette="brand"
                        aria-label={`Free Download: ${book.title}`}
                        file={() => libraryBookDownload(book, category.title)}
                      >
                        Free Download
                      </DownloadButton>
                    </Box>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="testimonials" title="What readers say" description={testimonialsNote}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {readerTestimonials.map((testimonial) => (
            <li key={testimonial.quote}>
              <Card.Root variant="subtle" h="full">
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
                    , {testimonial.organization} (illustrative)
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <CallToAction
        id="ebooks-cta"
        title={ebooksCallToAction.title}
        description={ebooksCallToAction.description}
      >
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={{ hash: 'categories' }}>
            <Library aria-hidden="true" />
            Browse All eBooks
          </RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={mailto(siteConfig.email, ebooksCallToAction.alertSubject)}>
            <BellRing aria-hidden="true" />
            Get New Release Alerts
          </a>
        </Button>
      </CallToAction>
    </PageContainer>
  )
}
