// A button that hands the visitor a generated Markdown file (see ../downloads.ts).
import { Button, type ButtonProps } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { downloadText } from '../../../lib/download.ts'
import type { DownloadFile } from '../downloads.ts'

export function DownloadButton({
  file,
  children,
  ...rest
}: { file: () => DownloadFile } & Omit<ButtonProps, 'onClick'>) {
  const save = () => {
    const { filename, content } = file()
    downloadText(filename, content, 'text/markdown;charset=utf-8')
  }
  return (
    <Button {...rest} onClick={save}>
      <Download aria-hidden="true" />
      {children}
    </Button>
  )
}
