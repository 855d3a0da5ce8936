// Share, export, import and print: everything stays in the browser (no server storage, no
// localStorage). The share link carries answers and targets in the URL hash.
import { useRef, useState } from 'react'
import { Button, chakra, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { Download, FileUp, Link2, Printer } from 'lucide-react'
import { toaster } from '../../../components/toaster.tsx'
import { downloadText } from '../../../lib/download.ts'
import { encodeShareHash, toCsv, toExportJson, type AssessmentState } from '../share.ts'

export function AssessmentToolbar({
  state,
  onImport,
}: {
  state: AssessmentState
  onImport: (state: AssessmentState) => void
}) {
  const [shareLink, setShareLink] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  async function copyShareLink() {
    const hash = encodeShareHash(state)
    const url = `${window.location.origin}${window.location.pathname}${hash ? `#${hash}` : ''}`
    setShareLink(url)
    try {
      await navigator.clipboard.writeText(url)
      toaster.create({
        type: 'success',
        title: 'Share link copied',
        description: 'Anyone opening it sees these answers and targets.',
      })
    } catch {
      toaster.create({ type: 'info', title: 'Copy the share link below' })
    }
  }

  async function importFile(file: File) {
    // The reader (and zod) load when a file is chosen, not with the page.
    const [{ parseExportJson }, text] = await Promise.all([
      import('../share-import.ts'),
      file.text(),
    ])
    const result = parseExportJson(text)
    if (result.ok) {
      onImport(result.state)
      toaster.create({ type: 'success', title: 'Assessment imported' })
    } else {
      toaster.create({ type: 'error', title: 'Import failed', description: result.error })
    }
  }

  const stamp = new Date().toISOString().slice(0, 10)
  return (
    <Stack gap="3" className="maturity-no-print">
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" size="sm" onClick={() => void copyShareLink()}>
          <Link2 aria-hidden="true" /> Copy share link
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadText(`ipaml-maturity-${stamp}.json`, toExportJson(state), 'application/json')
          }
        >
          <Download aria-hidden="true" /> Export JSON
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadText(`ipaml-maturity-${stamp}.csv`, toCsv(state), 'text/csv')}
        >
          <Download aria-hidden="true" /> Export CSV
        </Button>
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <FileUp aria-hidden="true" /> Import JSON
        </Button>
        <chakra.input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Import an exported assessment (JSON)"
          display="none"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void importFile(file)
          }}
        />
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print summary
        </Button>
      </HStack>
      {shareLink && (
        <Field.Root maxW="3xl">
          <Field.Label fontSize="sm">Share link</Field.Label>
          <Input
            size="sm"
            readOnly
            value={shareLink}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Field.Root>
      )}
    </Stack>
  )
}
