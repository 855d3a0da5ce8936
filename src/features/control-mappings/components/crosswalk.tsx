// The control crosswalk: for each standard, every control an IPAML policy or operations service
// maps to, with links to those policies and services. A radio group filters by standard (kept in
// the URL as ?standard=, so a filtered view can be shared); the exports sit above the tables.
import { Button, Code, HStack, Link, RadioGroup, Stack, Table, Text, Wrap } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Download } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { formatCheckedDate } from '../../../components/control-mapping-block.tsx'
import { crosswalkRows, type CrosswalkRow } from '../../../content/control-mapping-crosswalk.ts'
import {
  controlStandards,
  MAPPINGS_CHECKED_ON,
  type ControlStandard,
} from '../../../content/control-mappings.ts'
import { paths } from '../../../lib/paths.ts'

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

const exportsList = [
  { label: 'CSV', detail: 'one row per mapped control', href: paths.controlMappings.exports.csv },
  {
    label: 'JSON',
    detail: 'mappings by policy and service',
    href: paths.controlMappings.exports.json,
  },
  {
    label: 'OSCAL 1.1 catalog',
    detail: 'JSON, for GRC tools',
    href: paths.controlMappings.exports.oscal,
  },
] as const

function StandardFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const options = [
    { value: ALL, label: 'All standards' },
    ...controlStandards.map((s) => ({ value: s.id, label: s.label })),
  ]
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => onChange(details.value ?? ALL)}
      colorPalette="brand"
    >
      <RadioGroup.Label fontWeight="semibold" mb="2">
        Show controls of
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
  const headingId = `standard-${standard.id}`
  const caption = `${standard.label}: ${standardRows.length} controls and the IPAML policies and services that implement them`
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
        {standard.label}
      </Heading>
      <Text color="fg.muted">
        {standard.publisher}.{' '}
        {standard.titleKind === 'statement'
          ? 'Its controls have no titles: the second column holds each control’s statement, shortened where a list of conditions follows.'
          : 'Control titles as the standard prints them.'}
      </Text>
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <Table.Root size="sm" variant="line">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2" px="3">
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Control</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {standard.titleKind === 'statement' ? 'Statement' : 'Title'}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Policies and services</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
          {rows.length} controls from {controlStandards.length} standards, mapped to the IPAML
          policies and operations services. Checked against the standards’ texts on{' '}
          <time dateTime={MAPPINGS_CHECKED_ON}>{formatCheckedDate(MAPPINGS_CHECKED_ON)}</time>.
        </Text>
        <Stack as="section" aria-labelledby="crosswalk-downloads" gap="3">
          <Heading as="h2" id="crosswalk-downloads" size="md">
            Download every mapping
          </Heading>
          <HStack gap="3" flexWrap="wrap">
            {exportsList.map((file) => (
              <Button key={file.label} asChild variant="outline" size="sm">
                <a href={file.href.getHref()} download>
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
