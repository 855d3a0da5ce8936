// The quick-search dialog (quick-search.tsx holds its trigger): results as you type, grouped
// by page, as an ARIA combobox + listbox (arrow keys, Enter, Esc); choosing a section hit lands
// on that section. Recent searches are offered while the box is empty; a query that finds
// nothing offers a correction and entry pages. Loaded on first use, with the data layer.
import {
  Box,
  CloseButton,
  Dialog,
  Input,
  Portal,
  Spinner,
  Stack,
  Text,
  type BoxProps,
} from '@chakra-ui/react'
import { History } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { withData } from '../../lib/data-provider.tsx'
import { paths } from '../../lib/paths.ts'
import type { DeferredDialogProps } from '../../lib/use-deferred-dialog.tsx'
import { trpc } from '../../lib/trpc.ts'
import { HighlightedText } from './components/highlighted-text.tsx'
import { NoResultsHelp, SearchedForNotice } from './components/search-notices.tsx'
import { HitTitle } from './components/search-result-card.tsx'
import { groupByPage, type SearchResult } from './search-answer.ts'
import { useDebouncedValue } from './hooks/use-debounced-value.ts'
import { useRecentSearches } from './hooks/use-recent-searches.ts'
import { SEARCH_STALE_TIME_MS } from './search-stale-time.ts'

const LISTBOX_ID = 'quick-search-listbox'
const optionId = (i: number) => `quick-search-option-${i}`

type Option = { kind: 'recent'; query: string } | { kind: 'result'; result: SearchResult }

function QuickSearchDialog({ open, onOpenChange, trigger }: DeferredDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="top"
      size={{ base: 'full', md: 'lg' }}
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open && <QuickSearchPanel close={() => onOpenChange(false)} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

export default withData(QuickSearchDialog)

function QuickSearchPanel({ close }: { close: () => void }) {
  const navigate = useNavigate()
  const [input, setInput] = useState('')
  const [active, setActive] = useState(0)
  const { recent, remember } = useRecentSearches()
  const query = useDebouncedValue(input.trim(), 150)
  const search = trpc.search.query.useQuery(
    { q: query, typeahead: true },
    { enabled: query.length > 0, staleTime: SEARCH_STALE_TIME_MS, placeholderData: (prev) => prev },
  )
  useCountSettledQuery(input)
  const results = useMemo(
    () => (query && search.data ? search.data.results : []),
    [query, search.data],
  )

  // Pages keep the engine's order of their best hit; options are numbered in display order so
  // the arrow keys walk the list as it is seen.
  const groups = useMemo(() => {
    let index = 0
    return groupByPage(results).map(
      (group) =>
        [
          `${group.pageTitle} (${group.category})`,
          group.results.map((result) => ({ result, index: index++ })),
        ] as const,
    )
  }, [results])
  const options: Option[] = useMemo(
    () =>
      input.trim()
        ? groups.flatMap(([, items]) =>
            items.map(({ result }) => ({ kind: 'result' as const, result })),
          )
        : recent.map((q) => ({ kind: 'recent' as const, query: q })),
    [input, groups, recent],
  )

  const choose = (option: Option | undefined) => {
    if (!option) return
    if (option.kind === 'recent') {
      setInput(option.query)
      setActive(0)
      return
    }
    remember(input)
    close()
    const { url } = option.result
    // '#' urls are anchors on the home page, wherever the dialog was opened.
    void navigate(url.startsWith('#') ? `${paths.home.getHref()}${url}` : url)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = (active + step + options.length) % options.length
      setActive(next)
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape') {
      // The box closes the search itself, from the moment it has focus: the dialog's own
      // Escape handling starts a moment after it opens, and a key pressed in between was lost.
      event.preventDefault()
      close()
    }
  }

  const status = !input.trim()
    ? recent.length > 0
      ? `${recent.length} recent searches`
      : ''
    : search.isError
      ? 'Search failed. Please try again.'
      : query && search.data && !search.isPlaceholderData
        ? results.length === 0
          ? `No results found for "${query}". Try a different search term.`
          : `${results.length} results`
        : ''
  const expanded = options.length > 0

  return (
    <>
      <Dialog.Header pb="2">
        <Dialog.Title>Search the knowledge base</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <Box position="relative">
          <Input
            autoFocus
            role="combobox"
            aria-label="Search the knowledge base"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? optionId(active) : undefined}
            placeholder="Type an acronym, a title or a topic..."
            value={input}
            maxLength={200}
            onChange={(e) => {
              setInput(e.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
          />
          {search.isFetching && (
            <Spinner size="sm" position="absolute" right="3" top="3" aria-hidden="true" />
          )}
        </Box>
        <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" mt="2" minH="5">
          {status}
        </Text>
        {query && search.data && !search.isPlaceholderData && (
          <Box mt="2">
            {results.length > 0 ? (
              <SearchedForNotice answer={search.data} />
            ) : (
              <NoResultsHelp
                answer={search.data}
                onSuggestion={(suggestion) => {
                  setInput(suggestion)
                  setActive(0)
                }}
                onNavigate={close}
              />
            )}
          </Box>
        )}
        <Box
          id={LISTBOX_ID}
          role="listbox"
          aria-label="Search results"
          maxH="60vh"
          overflowY="auto"
          mt="2"
        >
          {!input.trim() && recent.length > 0 && (
            <OptionGroup labelId="quick-search-recent" label="Recent searches">
              {recent.map((q, index) => (
                <OptionRow
                  key={q}
                  index={index}
                  active={active === index}
                  onHover={setActive}
                  onChoose={() => choose(options[index])}
                >
                  <History aria-hidden="true" size={16} />
                  <Text as="span">{q}</Text>
                </OptionRow>
              ))}
            </OptionGroup>
          )}
          {input.trim() &&
            groups.map(([category, items]) => (
              <OptionGroup
                key={category}
                labelId={`quick-search-group-${items[0]!.index}`}
                label={category}
                mb="2"
              >
                {items.map(({ result, index }) => (
                  <OptionRow
                    key={result.id}
                    index={index}
                    active={active === index}
                    onHover={setActive}
                    onChoose={() => choose(options[index])}
                  >
                    <Stack gap="0.5" minW="0">
                      <Text as="span" fontWeight="medium">
                        <HitTitle result={result} />
                      </Text>
                      <Text as="span" fontSize="sm" color="fg.muted" lineClamp={2}>
                        <HighlightedText
                          text={result.snippet || result.description}
                          words={result.highlights}
                        />
                      </Text>
                    </Stack>
                  </OptionRow>
                ))}
              </OptionGroup>
            ))}
        </Box>
      </Dialog.Body>
    </>
  )
}

/**
 * The requests sent while typing are marked `typeahead`, so search insights do not count every
 * prefix. The query the visitor settled on (the box's text when the panel closes, whether a hit
 * was chosen or not) is sent once more, unmarked, to be counted with its result count.
 */
function useCountSettledQuery(input: string) {
  const client = trpc.useUtils().client
  const latest = useRef(input)
  latest.current = input
  useEffect(
    () => () => {
      const q = latest.current.trim()
      if (q) client.search.query.query({ q }).catch(() => undefined)
    },
    [client],
  )
}

/** A labelled group of options in the listbox: recent searches, or one category. */
function OptionGroup({
  labelId,
  label,
  children,
  ...rest
}: BoxProps & { labelId: string; label: string }) {
  return (
    <Box role="group" aria-labelledby={labelId} {...rest}>
      <Text
        id={labelId}
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        px="2"
        py="1"
      >
        {label}
      </Text>
      {children}
    </Box>
  )
}

function OptionRow(props: {
  index: number
  active: boolean
  onHover: (index: number) => void
  onChoose: () => void
  children: ReactNode
}) {
  return (
    <Box
      id={optionId(props.index)}
      role="option"
      aria-selected={props.active}
      display="flex"
      alignItems="center"
      gap="2"
      px="2"
      py="2"
      rounded="md"
      cursor="pointer"
      bg={props.active ? 'bg.emphasized' : undefined}
      onMouseMove={() => props.onHover(props.index)}
      // mousedown would move focus out of the combobox; the input keeps it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onChoose}
    >
      {props.children}
    </Box>
  )
}
