// The home page contact section: contact details on the left, the
// message form on the right. The home page renders <ContactForm /> at its end; links made with
// paths.contactAbout.getHref(topic) land here with the message prefilled.
import { Box, Container, SimpleGrid } from '@chakra-ui/react'
import { ContactDetails } from './contact-details.tsx'
import { DeferredMessageForm } from './deferred-message-form.tsx'

export function ContactForm() {
  return (
    <Box
      as="section"
      id="contact"
      aria-labelledby="contact-heading"
      py={{ base: '16', md: '24' }}
      bg="bg.subtle"
      scrollMarginTop="20"
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }}>
          <ContactDetails />
          <DeferredMessageForm />
        </SimpleGrid>
      </Container>
    </Box>
  )
}
