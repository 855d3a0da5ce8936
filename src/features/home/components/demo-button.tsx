// Watch Demo: opens the walk-through dialog (demo-dialog.tsx), loaded on first use.
import { Button } from '@chakra-ui/react'
import { PlayCircle } from 'lucide-react'
import { lazy } from 'react'
import { useDeferredDialog } from '../../../lib/use-deferred-dialog.tsx'

const loadDialog = () => import('./demo-dialog.tsx')
const DemoDialog = lazy(loadDialog)

export function DemoButton({ label }: { label: string }) {
  const dialog = useDeferredDialog(loadDialog, DemoDialog)
  return (
    <>
      <Button {...dialog.triggerProps} size="lg" variant="outline">
        <PlayCircle aria-hidden="true" /> {label}
      </Button>
      {dialog.element}
    </>
  )
}
