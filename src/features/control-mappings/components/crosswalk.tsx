// The control crosswalk: for each standard, every control an IPAML policy or operations service
// maps to, with links to those policies and services. A radio group filters by standard (kept in
// the URL as ?standard=, so a filtered view can be shared); the exports sit above the tables.
import { Button, Code, HStack, Link, RadioGroup, Stack, Table, Text, Wrap } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { DataTable } from '../../../components/data-table.tsx'
import { Heading } from '../../../components/heading.tsx'
import { longDate } from '../../../lib/dates.ts'
import {
  controlMappingsPage,
  crosswalkRows,
  standardSectionId,
  type CrosswalkRow,
} from '../../../content/control-mapping-crosswalk.ts'
import {
  controlStandards,
  MAPPINGS_CHECKED_ON,
  type ControlStandard,
} from '../../../content/control-mappings.ts'

const ALL = 'all'
const rows = crosswalkRows()

const noSubscription = () => () => {}

/**
 * False while the prerendered page hydrates, true afterwards. The page is prerendered without a
 * query, so a ?standard= filter is applied only once hydration has matched the HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

const { summary, downloads, filter, table } = controlMappingsPage

function StandardFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const options = [
    { value: ALL, label: filter.all },
    ...controlStandards.map((s) => ({ value: s.id, label: s.label })),
  ]
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => onChange(details.value ?? ALL)}
      colorPalette="brand"
    >
      <RadioGroup.Label fontWeight="semibold" mb="2">
        {filter.label}
      </RadioGroup.Label>
      <Wrap gap="4">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Wrap>
    </RadioGroup.Root>
  )
}

function StandardTable({
  standard,
  standardRows,
}: {
  standard: ControlStandard
  standardRows: readonly CrosswalkRow[]
}) {
  const headingId = standardSectionId(standard)
  const caption = `${standard.label}: ${standardRows.length} ${table.caption}`
  const statements = standard.titleKind === 'statement'
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
        {standard.label}
      </Heading>
      <Text color="fg.muted">
        {standard.publisher}. {statements ? table.statements : table.titles}
      </Text>
      <DataTable
        caption={caption}
        columns={[
          { label: table.control },
          { label: statements ? table.statement : table.title },
          { label: table.items },
        ]}
      >
        {standardRows.map((row) => (
          <Table.Row key={row.control.id}>
            <Table.Cell whiteSpace="nowrap" verticalAlign="top">
              <Code colorPalette="brand" variant="surface">
                {row.control.id}
              </Code>
            </Table.Cell>
            <Table.Cell verticalAlign="top" minW="60">
              {row.control.title}
            </Table.Cell>
            <Table.Cell verticalAlign="top" minW="60">
              <Wrap as="ul" listStyleType="none" gapX="3" gapY="1">
                {row.items.map((item) => (
                  <li key={item.href}>
                    <Link asChild color="brand.fg">
                      <RouterLink to={item.href}>{item.title}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Wrap>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  )
}

export function Crosswalk() {
  const [params, setParams] = useSearchParams()
  const hydrated = useHydrated()
  const requested = params.get('standard')
  const selected = hydrated && controlStandards.some((s) => s.id === requested) ? requested! : ALL
  const shown = controlStandards.filter((s) => selected === ALL || s.id === selected)
  return (
    <Stack gap="10">
      <Stack gap="4">
        <Text maxW="4xl">
          {rows.length} {summary.controlsFrom} {controlStandards.length} {summary.standards}{' '}
          <time dateTime={MAPPINGS_CHECKED_ON}>{longDate(MAPPINGS_CHECKED_ON)}</time>.
        </Text>
        <Stack as="section" aria-labelledby={downloads.id} gap="3">
          <Heading as="h2" id={downloads.id} size="md">
            {downloads.title}
          </Heading>
          <HStack gap="3" flexWrap="wrap">
            {downloads.files.map((file) => (
              <Button key={file.label} asChild variant="outline" size="sm">
                <a href={file.href} download>
                  <Download aria-hidden="true" /> {file.label}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    ({file.detail})
                  </Text>
                </a>
              </Button>
            ))}
          </HStack>
        </Stack>
        <StandardFilter
          value={selected}
          onChange={(value) =>
            setParams(value === ALL ? {} : { standard: value }, {
              replace: true,
              preventScrollReset: true,
            })
          }
        />
      </Stack>
      {shown.map((standard) => (
        <StandardTable
          key={standard.id}
          standard={standard}
          standardRows={rows.filter((r) => r.standard.id === standard.id)}
        />
      ))}
    </Stack>
  )
}
