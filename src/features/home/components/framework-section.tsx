// Home framework section (anchor "framework"): title, tier chips, the model diagram and the
// calls to action to the unified framework and the implementation roadmap.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { ArrowRight, Map as MapIcon } from 'lucide-react'
import { LinkButton } from '../../../components/link-button.tsx'
import { homeContent } from 'virtual:home-content'
import { ModelDiagram } from './model-diagram.tsx'
import { SectionShell } from './section-shell.tsx'

const { framework, tiers } = homeContent

export function FrameworkSection() {
  return (
    <SectionShell
      id={framework.id}
      title={framework.title}
      lead={framework.lead}
      intro={
        <>
          <HStack
            as="ul"
            gap="2"
            flexWrap="wrap"
            justify="center"
            listStyleType="none"
            aria-label={framework.tiersLabel}
          >
            {tiers.map((tier) => (
              <li key={tier.name}>
                <Badge size="lg" colorPalette="brand" variant="subtle">
                  {tier.name} · {tier.role}
                </Badge>
              </li>
            ))}
          </HStack>
          <LinkButton href={framework.explore.href} colorPalette="brand">
            {framework.explore.label} <ArrowRight aria-hidden="true" />
          </LinkButton>
        </>
      }
    >
      <ModelDiagram />
      <Stack gap="2" align="center" textAlign="center">
        <LinkButton href={framework.roadmap.href} variant="outline" size="lg">
          <MapIcon aria-hidden="true" /> {framework.roadmap.label}
        </LinkButton>
        <Text fontSize="sm" color="fg.muted">
          {framework.roadmapNote}
        </Text>
      </Stack>
    </SectionShell>
  )
}
