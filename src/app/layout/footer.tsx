// Site footer: brand block, social links, framework and services links, copyright.
import { Box, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../components/heading.tsx'
import { anchorOf } from '../../lib/anchor.ts'
import { ShieldCheck } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { GitHubIcon, LinkedInIcon, TwitterIcon } from '../../components/social-icons.tsx'
import { paths } from '../../lib/paths.ts'
import { siteConfig } from '../../lib/site-config.ts'

const frameworkLinks = [
  { href: paths.strategic.dataModel.getHref(), label: 'Strategic Management' },
  { href: paths.tactical.integrationService.getHref(), label: 'Tactical Management' },
  { href: paths.operations.getHref(), label: 'Operations Management' },
  { href: paths.lawRegulations.getHref(), label: 'Law & Regulations' },
  { href: paths.ciamo.getHref(), label: 'CIAMO' },
]

const serviceLinks = [
  { href: paths.training.getHref(), label: 'Training & Certification' },
  { href: paths.introduction.consultancy.getHref(), label: 'Consultancy' },
  { href: paths.introduction.workshops.getHref(), label: 'Workshops' },
  { href: paths.introduction.ebooks.getHref(), label: 'eBooks' },
]

const socialLinks = [
  { link: siteConfig.social.linkedin, label: 'LinkedIn', Icon: LinkedInIcon },
  { link: siteConfig.social.twitter, label: 'Twitter', Icon: TwitterIcon },
  { link: siteConfig.social.github, label: 'GitHub', Icon: GitHubIcon },
]

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <Stack gap="3">
      {/* Prefixed: the page's own sections may share a column's name ("Services"). */}
      <Heading as="h2" id={`footer-${anchorOf(title)}`} size="sm">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.href}>
            <Link asChild color="fg.muted" fontSize="sm">
              <RouterLink to={link.href}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="4">
            <HStack fontWeight="bold" fontSize="lg">
              <ShieldCheck aria-hidden="true" color="var(--chakra-colors-brand-solid)" />
              <Text as="span">{siteConfig.name}</Text>
            </HStack>
            <Text color="fg.muted" fontSize="sm" maxW="sm">
              The {siteConfig.fullName} ({siteConfig.name}): {siteConfig.tagline.toLowerCase()}.
            </Text>
            <HStack gap="2">
              {socialLinks.map(({ link, label, Icon }) => (
                <Link
                  key={label}
                  href={link.url}
                  aria-label={link.placeholder ? `${label} (placeholder link)` : label}
                  title={link.placeholder ? `${label}: placeholder link` : undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  p="2"
                  rounded="md"
                  color="fg.muted"
                  _hover={{ color: 'fg', bg: 'bg.muted' }}
                >
                  <Icon />
                </Link>
              ))}
            </HStack>
          </Stack>
          <LinkColumn title="Framework" links={frameworkLinks} />
          <LinkColumn title="Services" links={serviceLinks} />
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          justify="space-between"
          fontSize="sm"
          color="fg.muted"
        >
          <Text>
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </Text>
          <HStack gap="6">
            <Text>Privacy Policy</Text>
            <Text>Terms of Service</Text>
          </HStack>
        </Flex>
      </Box>
    </Box>
  )
}
