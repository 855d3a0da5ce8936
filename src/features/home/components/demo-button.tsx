// Watch Demo (spec §2 hero): opens the walk-through dialog (demo-dialog.tsx), loaded on first use.
import { Button } from '@chakra-ui/react'
import { PlayCircle } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useDeferredDialog } from '../../../lib/use-deferred-dialog.ts'

const loadDialog = () => import('./demo-dialog.tsx')
const DemoDialog = lazy(loadDialog)

export function DemoButton() {
  const dialog = useDeferredDialog(loadDialog)
  return (
    <>
      <Button {...dialog.triggerProps} size="lg" variant="outline">
        <PlayCircle aria-hidden="true" /> Watch Demo
      </Button>
      {dialog.used && (
        <Suspense fallback={null}>
          <DemoDialog open={dialog.open} onOpenChange={dialog.setOpen} trigger={dialog.trigger} />
        </Suspense>
      )}
    </>
  )
}
