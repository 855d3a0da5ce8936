// A featured eBook: level, popularity, price, pages, rating, downloads, topics and formats, a
// Download button (a Markdown summary with the preview) and a Preview dialog.
import { Badge, HStack, Text } from '@chakra-ui/react'
import { FileText, Star } from 'lucide-react'
import { InfoCard } from '../../../components/cards.tsx'
import { Heading } from '../../../components/heading.tsx'
import { TagList } from '../../../components/lists.tsx'
import { ebookFormats, ebooksPage } from '../../../content/introduction/ebooks.ts'
import type { Ebook } from '../../../content/introduction/types.ts'
import { featuredEbookDownload } from '../downloads.ts'
import { DownloadButton } from './download-button.tsx'
import { PreviewDialog } from './preview-dialog.tsx'

const labels = ebooksPage.card

export function EbookCard({ book }: { book: Ebook }) {
  return (
    <InfoCard
      title={book.title}
      icon={
        <HStack gap="2">
          <Badge variant="outline">{book.level}</Badge>
          {book.popular ? (
            <Badge colorPalette="brand" variant="solid">
              {labels.popular}
            </Badge>
          ) : null}
        </HStack>
      }
      aside={
        <Text fontSize="2xl" fontWeight="bold">
          {book.price}
        </Text>
      }
      footer={
        <HStack gap="3" flexWrap="wrap">
          <DownloadButton
            colorPalette="brand"
            aria-label={`${labels.download} ${book.title}`}
            file={() => featuredEbookDownload(book)}
          >
            {labels.download}
          </DownloadButton>
          <PreviewDialog
            title={book.title}
            label={labels.preview}
            triggerLabel={`${labels.preview} ${book.title}`}
          >
            <Text fontSize="sm" color="fg.muted">
              {book.pages} {labels.pages} · {book.level} · {book.price}
            </Text>
            <Heading as="h3" size="sm">
              {labels.firstChapter}
            </Heading>
            <Text lineHeight="tall">{book.preview}</Text>
          </PreviewDialog>
        </HStack>
      }
    >
      <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
        <HStack gap="1">
          <FileText aria-hidden="true" size="16" />
          <Text>
            {book.pages} {labels.pages}
          </Text>
        </HStack>
        <HStack gap="1">
          <Star aria-hidden="true" size="16" fill="currentColor" />
          <Text>
            <Text as="span" srOnly>
              {labels.rated}{' '}
            </Text>
            {book.rating.toFixed(1)}
            <Text as="span" srOnly>
              {' '}
              {labels.outOf}
            </Text>
          </Text>
        </HStack>
        <Text>{book.downloads}</Text>
      </HStack>
      <Text color="fg.muted">{book.description}</Text>
      <TagList items={book.topics} label={labels.topics} />
      <Text fontSize="sm" color="fg.muted">
        {labels.formats}: {ebookFormats.join(', ')}
      </Text>
    </InfoCard>
  )
}
