// The home page contact section: how to reach us on the left, the message form on the right.
// The home page renders <ContactForm /> at its end; links made with
// paths.contactAbout.getHref(topic) land here with the message prefilled.
import { Box, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { ContactDetails } from '../../components/contact-details.tsx'
import { Heading } from '../../components/heading.tsx'
import { contactSection } from '../../content/contact.ts'
import { DeferredMessageForm } from './deferred-message-form.tsx'

export function ContactForm() {
  return (
    <Box
      as="section"
      id="contact"
      aria-labelledby={contactSection.id}
      py={{ base: '16', md: '24' }}
      bg="bg.subtle"
      scrollMarginTop="20"
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }}>
          <Stack gap="6">
            <Heading id={contactSection.id} as="h2" size={{ base: '2xl', md: '3xl' }}>
              {contactSection.title}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {contactSection.description}
            </Text>
            <ContactDetails />
          </Stack>
          <DeferredMessageForm />
        </SimpleGrid>
      </Container>
    </Box>
  )
}
