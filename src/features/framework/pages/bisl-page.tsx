// /strategic/bisl: BiSL applied to identity and access: domains, principles, benefits, phases.
import { PointGroupGrid } from '../../../components/cards.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  bislBenefits,
  bislDomains,
  bislPage,
  bislPhases,
  bislPrinciples,
} from '../../../content/framework/bisl.ts'
import { PhaseList } from '../components/phase-list.tsx'

export default function BislPage() {
  const { sections } = bislPage
  return (
    <ContentPage copy={bislPage}>
      <ContentSection {...sections.domains}>
        <PointGroupGrid groups={bislDomains} columns={3} />
      </ContentSection>
      <ContentSection {...sections.principles}>
        <BulletList items={bislPrinciples} />
      </ContentSection>
      <ContentSection {...sections.benefits}>
        <BulletList items={bislBenefits} />
      </ContentSection>
      <ContentSection {...sections.phases}>
        <PhaseList phases={bislPhases} />
      </ContentSection>
    </ContentPage>
  )
}
