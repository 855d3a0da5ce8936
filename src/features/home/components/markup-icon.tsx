// An icon of the registry that the build rendered into the home content (see home-content.ts):
// the SVG markup is ours, made at build time, never from input.
import { Box, type BoxProps } from '@chakra-ui/react'

export function MarkupIcon({ svg, ...rest }: { svg: string } & BoxProps) {
  return (
    <Box
      as="span"
      display="inline-flex"
      flexShrink={0}
      color="brand.solid"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: svg }}
      {...rest}
    />
  )
}
