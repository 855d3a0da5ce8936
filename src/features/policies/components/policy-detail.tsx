// One policy: description, then Key Features (bullets), Implementation Steps (numbered) and
// Benefits (bullets); then, when the policy has them, the rules that deliberately follow one
// standard, and why; then the policy's control mapping.
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { ControlMappingBlock } from '../../../components/control-mapping-block.tsx'
import { BulletList, NumberedList } from '../../../components/lists.tsx'
import { ContentPage } from '../../../components/page-layout.tsx'
import { StandardsChoices } from '../../../components/standards-choices.tsx'
import { controlMappingOf } from '../../../content/control-mapping-lookup.ts'
import { policyDetailCopy as copy, type Policy } from '../../../content/policies.ts'

export function PolicyDetail({ policy }: { policy: Policy }) {
  const mapping = controlMappingOf('policy', policy.title)
  const frame = {
    meta: { title: copy.metaTitle(policy.title), description: policy.description },
    header: { title: policy.title, description: policy.description, eyebrow: copy.eyebrow },
    back: copy.back,
    icon: { name: policy.icon, palette: policy.color },
  }
  return (
    <ContentPage copy={frame}>
      <CardGrid as="div">
        <InfoCard title={copy.features} headingLevel="h2">
          <BulletList items={policy.features} />
        </InfoCard>
        <InfoCard title={copy.implementation} headingLevel="h2">
          <NumberedList items={policy.implementation} />
        </InfoCard>
        <InfoCard title={copy.benefits} headingLevel="h2">
          <BulletList items={policy.benefits} />
        </InfoCard>
      </CardGrid>
      {policy.standardsChoices ? <StandardsChoices choices={policy.standardsChoices} /> : null}
      {mapping ? <ControlMappingBlock mapping={mapping} subject={copy.mappingSubject} /> : null}
    </ContentPage>
  )
}
