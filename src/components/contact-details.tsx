// How to reach us: the general e-mail address, the phone number and the training, consulting
// and workshops addresses, from the site config, as a labelled list. The home page's contact
// section and the introduction hub both show it.
import { HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { GraduationCap, Handshake, Mail, Phone, Presentation } from 'lucide-react'
import type { ReactNode } from 'react'
import { contactChannels } from '../content/contact.ts'
import { mailto, siteConfig, telHref } from '../lib/site-config.ts'
import { Heading } from './heading.tsx'

const channels = [
  {
    label: contactChannels.email,
    href: mailto(siteConfig.email),
    text: siteConfig.email,
    icon: <Mail />,
  },
  {
    label: contactChannels.phone,
    href: telHref(siteConfig.phone),
    text: siteConfig.phone,
    icon: <Phone />,
  },
  {
    label: contactChannels.training,
    href: mailto(siteConfig.trainingEmail),
    text: siteConfig.trainingEmail,
    icon: <GraduationCap />,
  },
  {
    label: contactChannels.consulting,
    href: mailto(siteConfig.consultingEmail),
    text: siteConfig.consultingEmail,
    icon: <Handshake />,
  },
  {
    label: contactChannels.workshops,
    href: mailto(siteConfig.workshopsEmail),
    text: siteConfig.workshopsEmail,
    icon: <Presentation />,
  },
]

function ChannelIcon({ children }: { children: ReactNode }) {
  return (
    <HStack as="span" color="brand.fg" aria-hidden="true" css={{ '& svg': { boxSize: '4' } }}>
      {children}
    </HStack>
  )
}

export function ContactDetails({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack gap="4">
      <Heading as={headingLevel} size="md">
        {contactChannels.title}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
        {channels.map((channel) => (
          <Stack key={channel.label} gap="1">
            <Text as="dt" fontWeight="semibold" fontSize="sm">
              {channel.label}
            </Text>
            <Text as="dd" display="flex" alignItems="center" gap="2">
              <ChannelIcon>{channel.icon}</ChannelIcon>
              <Link href={channel.href} color="brand.fg" fontWeight="medium" wordBreak="break-all">
                {channel.text}
              </Link>
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
