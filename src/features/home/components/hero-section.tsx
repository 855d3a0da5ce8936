// Home hero: the headline, Get Started and Watch Demo, and the three tiles.
import { Box, Button, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { KeyRound, ShieldCheck, UserCheck } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { hero, tiles } from '../../../content/home.ts'
import { paths } from '../../../lib/paths.ts'
import { DemoButton } from './demo-button.tsx'

const tileIcons = { KeyRound, ShieldCheck, UserCheck }

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
            <Button asChild size="lg" colorPalette="brand">
              <RouterLink to={paths.introduction.getHref()}>Get Started</RouterLink>
            </Button>
            <DemoButton />
          </HStack>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt={{ base: '10', md: '14' }}>
          {tiles.map((tile) => {
            const Icon = tileIcons[tile.icon]
            return (
              <Stack key={tile.title} gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg">
                <Icon aria-hidden="true" color="var(--chakra-colors-brand-solid)" />
                <Heading as="h2" size="md">
                  {tile.title}
                </Heading>
                <Text color="fg.muted">{tile.text}</Text>
              </Stack>
            )
          })}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
