// A determinate progress bar, drawn as Chakra's Progress looks (outline variant, rounded
// track) from two boxes. Chakra's Progress component runs a state machine that builds an
// Intl.NumberFormat for every bar it renders, and a page's first Intl formatter loads locale
// data on the main thread: about 25 ms on a desktop and four times that on a slow phone, spent
// while the page hydrates, for bars that show no formatted number.
import { Box } from '@chakra-ui/react'

const trackHeight = { sm: '2', lg: '3' } as const

export function ProgressBar({
  value,
  label,
  size = 'sm',
}: {
  /** Percent complete, 0-100. */
  value: number
  /** The bar's accessible name, which should say the value ("Overall: 40%"). */
  label: string
  size?: keyof typeof trackHeight
}) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      position="relative"
      overflow="hidden"
      h={trackHeight[size]}
      bg="bg.muted"
      shadow="inset"
      borderRadius="l1"
    >
      <Box
        h="full"
        w={`${value}%`}
        bg="brand.solid"
        transitionProperty="width"
        transitionDuration="slow"
      />
    </Box>
  )
}
