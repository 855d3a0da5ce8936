// A button that hands the visitor a generated Markdown file (see ../downloads.ts).
import { Button, type ButtonProps } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import type { DownloadFile } from '../downloads.ts'

function saveFile({ filename, content }: DownloadFile) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/markdown;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the object URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function DownloadButton({
  file,
  children,
  ...rest
}: { file: () => DownloadFile } & Omit<ButtonProps, 'onClick'>) {
  return (
    <Button {...rest} onClick={() => saveFile(file())}>
      <Download aria-hidden="true" />
      {children}
    </Button>
  )
}
