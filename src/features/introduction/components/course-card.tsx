// A featured certification course: level, price, duration, format,
// modules, features and an Enroll Now button that opens the contact form about the course.
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Clock, MonitorPlay } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { BulletList } from '../../../components/info-blocks.tsx'
import type { Course } from '../../../content/introduction/types.ts'
import { paths } from '../../../lib/paths.ts'

export function CourseCard({ course }: { course: Course }) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header gap="3">
        <HStack justify="space-between" align="center" wrap="wrap" gap="2">
          <Badge colorPalette="brand" variant="subtle">
            {course.level}
          </Badge>
          <Text fontSize="2xl" fontWeight="bold" aria-label={`Price ${course.price}`}>
            {course.price}
          </Text>
        </HStack>
        <Heading as="h3" size="lg">
          {course.title}
        </Heading>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="2">
            <Clock aria-hidden="true" size="16" />
            <Text>{course.duration}</Text>
          </HStack>
          <HStack gap="2">
            <MonitorPlay aria-hidden="true" size="16" />
            <Text>{course.format}</Text>
          </HStack>
        </Stack>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{course.description}</Text>
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Modules
          </Heading>
          <Box fontSize="sm">
            <BulletList items={course.modules} />
          </Box>
        </Stack>
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Included
          </Heading>
          <Box fontSize="sm">
            <BulletList items={course.features} />
          </Box>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand" w="full" aria-label={`Enroll Now in ${course.title}`}>
          <RouterLink to={paths.contactAbout.getHref(`Enrollment: ${course.title}`)}>
            Enroll Now
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
