// An industry template of the Case Builder with Use Template (opens
// the contact form about the template) and Preview (a dialog with scenarios and outcomes).
import { Badge, Box, Button, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { BulletList } from '../../../components/info-blocks.tsx'
import type { CaseTemplate } from '../../../content/introduction/types.ts'
import { paths } from '../../../lib/paths.ts'
import { PreviewDialog } from './preview-dialog.tsx'

function UseTemplateButton({ template }: { template: CaseTemplate }) {
  return (
    <Button asChild colorPalette="brand" aria-label={`Use Template: ${template.title}`}>
      <RouterLink to={paths.contactAbout.getHref(`Case Builder template: ${template.title}`)}>
        Use Template
      </RouterLink>
    </Button>
  )
}

export function CaseTemplateCard({ template }: { template: CaseTemplate }) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {template.industry}
          </Badge>
          <Badge variant="outline">Complexity: {template.complexity}</Badge>
          <Badge variant="outline">{template.duration}</Badge>
        </HStack>
        <Heading as="h3" size="lg">
          {template.title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{template.description}</Text>
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Key scenarios
          </Heading>
          <Box fontSize="sm">
            <BulletList items={template.scenarios.slice(0, 3)} />
          </Box>
          {template.scenarios.length > 3 && (
            <Text fontSize="sm" color="fg.muted">
              +{template.scenarios.length - 3} more in the preview
            </Text>
          )}
        </Stack>
        <Wrap gap="2" aria-label="Regulations">
          {template.regulations.map((regulation) => (
            <Badge key={regulation} variant="surface">
              {regulation}
            </Badge>
          ))}
        </Wrap>
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <UseTemplateButton template={template} />
        <PreviewDialog
          title={template.title}
          triggerLabel={`Preview ${template.title}`}
          footer={<UseTemplateButton template={template} />}
        >
          <Text>{template.description}</Text>
          <Text fontSize="sm" color="fg.muted">
            {template.industry} · complexity {template.complexity} · {template.duration} ·{' '}
            {template.regulations.join(', ')}
          </Text>
          <Heading as="h3" size="sm">
            Scenarios
          </Heading>
          <Box fontSize="sm">
            <BulletList items={template.scenarios} />
          </Box>
          <Heading as="h3" size="sm">
            Expected outcomes
          </Heading>
          <Box fontSize="sm">
            <BulletList items={template.outcomes} />
          </Box>
        </PreviewDialog>
      </Card.Footer>
    </Card.Root>
  )
}
