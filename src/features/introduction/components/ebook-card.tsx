// A featured eBook: price, pages, level, rating, downloads, topics, formats,
// a Download button (Markdown summary with the preview) and a Preview dialog.
import { Badge, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { FileText, Star } from 'lucide-react'
import { ebookFormats } from '../../../content/introduction/ebooks.ts'
import type { Ebook } from '../../../content/introduction/types.ts'
import { featuredEbookDownload } from '../downloads.ts'
import { DownloadButton } from './download-button.tsx'
import { PreviewDialog } from './preview-dialog.tsx'

export function EbookCard({ book }: { book: Ebook }) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2">
            <Badge variant="outline">{book.level}</Badge>
            {book.popular && (
              <Badge colorPalette="brand" variant="solid">
                Popular
              </Badge>
            )}
          </HStack>
          <Text fontSize="2xl" fontWeight="bold">
            {book.price}
          </Text>
        </HStack>
        <Heading as="h3" size="lg">
          {book.title}
        </Heading>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <FileText aria-hidden="true" size="16" />
            <Text>{book.pages} pages</Text>
          </HStack>
          <HStack gap="1">
            <Star aria-hidden="true" size="16" fill="currentColor" />
            <Text>
              <Text as="span" srOnly>
                Rated{' '}
              </Text>
              {book.rating.toFixed(1)}
              <Text as="span" srOnly>
                {' '}
                out of 5
              </Text>
            </Text>
          </HStack>
          <Text>{book.downloads}</Text>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{book.description}</Text>
        <Wrap gap="2" aria-label="Topics">
          {book.topics.map((topic) => (
            <Badge key={topic} variant="surface">
              {topic}
            </Badge>
          ))}
        </Wrap>
        <Text fontSize="sm" color="fg.muted">
          Formats: {ebookFormats.join(', ')}
        </Text>
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <DownloadButton
          colorPalette="brand"
          aria-label={`Download ${book.title}`}
          file={() => featuredEbookDownload(book)}
        >
          Download
        </DownloadButton>
        <PreviewDialog title={book.title} triggerLabel={`Preview ${book.title}`}>
          <Text fontSize="sm" color="fg.muted">
            {book.pages} pages · {book.level} · {book.price}
          </Text>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              From the first chapter
            </Heading>
            <Text lineHeight="tall">{book.preview}</Text>
          </Stack>
        </PreviewDialog>
      </Card.Footer>
    </Card.Root>
  )
}
