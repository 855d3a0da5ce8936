// Watch Demo's dialog: walks through the framework model step by step. Loaded on first use
// by demo-button.tsx.
import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { LinkButton } from '../../../components/link-button.tsx'
import { ProgressBar } from '../../../components/progress-bar.tsx'
import { homeContent } from 'virtual:home-content'
import type { DeferredDialogProps } from '../../../lib/use-deferred-dialog.tsx'

const { demo } = homeContent
const demoSteps = demo.steps

export default function DemoDialog({ open, onOpenChange, trigger }: DeferredDialogProps) {
  const [step, setStep] = useState(0)
  const current = demoSteps[step]!
  const position = `Step ${step + 1} of ${demoSteps.length}`
  const last = step === demoSteps.length - 1
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onExitComplete={() => setStep(0)}
      finalFocusEl={() => trigger.current}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{demo.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <ProgressBar value={((step + 1) / demoSteps.length) * 100} label={position} />
                <Text fontSize="sm" color="fg.muted">
                  {position}
                </Text>
                <Stack gap="2" aria-live="polite">
                  <Text as="h3" fontSize="lg" fontWeight="semibold">
                    {current.title}
                  </Text>
                  <Text>{current.text}</Text>
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3" flexWrap="wrap" justify="flex-end" w="full">
                <Button variant="ghost" disabled={step === 0} onClick={() => setStep(step - 1)}>
                  <ArrowLeft aria-hidden="true" /> {demo.previous}
                </Button>
                {last ? (
                  <LinkButton href={demo.finish.href} colorPalette="brand">
                    {demo.finish.label} <ArrowRight aria-hidden="true" />
                  </LinkButton>
                ) : (
                  <Button colorPalette="brand" onClick={() => setStep(step + 1)}>
                    {demo.next} <ArrowRight aria-hidden="true" />
                  </Button>
                )}
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={demo.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
