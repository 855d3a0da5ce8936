// Previous / next paging for post lists, kept in the ?page= query parameter.
import { Button, HStack, Text } from '@chakra-ui/react'
import { useSearchParams } from 'react-router'
import { pageParam } from '../../../lib/forum-queries.ts'

export function usePageParam(): number {
  const [params] = useSearchParams()
  return pageParam(params)
}

export function Pager({
  page,
  total,
  pageSize,
}: {
  page: number
  total: number
  pageSize: number
}) {
  const [, setParams] = useSearchParams()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) })
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {pages}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        Next
      </Button>
    </HStack>
  )
}
