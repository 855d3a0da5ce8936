// The contact block of the introduction hub: general e-mail and phone, and the three
// role-specific addresses from the site config.
import { Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Mail, Phone } from 'lucide-react'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

const addresses = [
  { label: 'General enquiries', email: siteConfig.email },
  { label: 'Training and certification', email: siteConfig.trainingEmail },
  { label: 'Consultancy', email: siteConfig.consultingEmail },
  { label: 'Workshops', email: siteConfig.workshopsEmail },
]

export function ContactDetails() {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="5">
        <Heading as="h3" size="md">
          Contact information
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {addresses.map(({ label, email }) => (
            <Stack key={label} gap="1">
              <Text as="dt" fontWeight="semibold" fontSize="sm">
                {label}
              </Text>
              <Text as="dd" display="flex" alignItems="center" gap="2">
                <Mail aria-hidden="true" size="16" />
                <Link href={mailto(email)} color="brand.fg" wordBreak="break-all">
                  {email}
                </Link>
              </Text>
            </Stack>
          ))}
          <Stack gap="1">
            <Text as="dt" fontWeight="semibold" fontSize="sm">
              Phone
            </Text>
            <Text as="dd" display="flex" alignItems="center" gap="2">
              <Phone aria-hidden="true" size="16" />
              <Link href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`} color="brand.fg">
                {siteConfig.phone}
              </Link>
            </Text>
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}
