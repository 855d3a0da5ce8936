// Left side of the contact section: heading, pitch line, main e-mail and phone, and the three
// role-specific addresses, all from the site config.
import { HStack, Icon, Link, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../components/heading.tsx'
import { GraduationCap, Handshake, Mail, Phone, Presentation } from 'lucide-react'
import type { ReactNode } from 'react'
import { mailto, siteConfig } from '../../lib/site-config.ts'

const roleAddresses = [
  { label: 'Training', address: siteConfig.trainingEmail, icon: <GraduationCap /> },
  { label: 'Consulting', address: siteConfig.consultingEmail, icon: <Handshake /> },
  { label: 'Workshops', address: siteConfig.workshopsEmail, icon: <Presentation /> },
]

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="3" align="center">
      <Icon aria-hidden="true" color="brand.fg" boxSize="5">
        {icon}
      </Icon>
      {children}
    </HStack>
  )
}

export function ContactDetails() {
  return (
    <Stack gap="6">
      <Heading id="contact-heading" as="h2" size={{ base: '2xl', md: '3xl' }}>
        Get In Touch
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        Planning an identity programme, tightening privileged access or preparing for an audit? Tell
        us where you stand and an {siteConfig.name} practitioner will help you take the next step.
      </Text>
      <Stack gap="3">
        <ContactLine icon={<Mail />}>
          <Link href={mailto(siteConfig.email)} color="brand.fg" fontWeight="medium">
            {siteConfig.email}
          </Link>
        </ContactLine>
        <ContactLine icon={<Phone />}>
          <Link
            href={`tel:${siteConfig.phone.replace(/[^+\d]/g, '')}`}
            color="brand.fg"
            fontWeight="medium"
          >
            {siteConfig.phone}
          </Link>
        </ContactLine>
      </Stack>
      <Stack gap="3">
        <Heading as="h3" size="md">
          Direct lines
        </Heading>
        {roleAddresses.map(({ label, address, icon }) => (
          <ContactLine key={label} icon={icon}>
            <Text>
              {label}:{' '}
              <Link href={mailto(address)} color="brand.fg" fontWeight="medium">
                {address}
              </Link>
            </Text>
          </ContactLine>
        ))}
      </Stack>
    </Stack>
  )
}
