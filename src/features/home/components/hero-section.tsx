// Home hero: the headline, Get Started and Watch Demo, and the three tiles.
import { Box, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { homeContent } from 'virtual:home-content'
import { Heading } from '../../../components/heading.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { DemoButton } from './demo-button.tsx'
import { MarkupIcon } from './markup-icon.tsx'

const { hero, tiles } = homeContent

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '14', md: '24' }}
    >
      <Container maxW="6xl">
        <Stack gap="6" align="center" textAlign="center">
          <Text color="brand.fg" fontWeight="semibold">
            {hero.eyebrow}
          </Text>
          <Heading id="hero-heading" as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
            {hero.headline}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="3xl">
            {hero.lead}
          </Text>
          <HStack gap="4" flexWrap="wrap" justify="center">
            <LinkButton href={hero.getStarted.href} size="lg" colorPalette="brand">
              {hero.getStarted.label}
            </LinkButton>
            <DemoButton label={hero.watchDemo} />
          </HStack>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt={{ base: '10', md: '14' }}>
          {tiles.map((tile) => (
            <Stack key={tile.title} gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg">
              <MarkupIcon svg={tile.icon} />
              <Heading as="h2" size="md">
                {tile.title}
              </Heading>
              <Text color="fg.muted">{tile.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
