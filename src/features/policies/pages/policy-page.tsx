// /policy/:type?: a known policy shows its detail page, anything else the policy library.
// Slashes in titles match hyphens or encoded slashes.
import { Box } from '@chakra-ui/react'
import { ArrowRight } from 'lucide-react'
import { useParams } from 'react-router'
import { LinkButton } from '../../../components/link-button.tsx'
import { ContentPage } from '../../../components/page-layout.tsx'
import { policies, policyLibraryPage as copy } from '../../../content/policies.ts'
import { matchParam } from '../../../lib/match-param.ts'
import { PolicyChooser } from '../components/policy-chooser.tsx'
import { PolicyDetail } from '../components/policy-detail.tsx'

export default function PolicyPage() {
  const { type } = useParams()
  const policy = matchParam(type, policies, (p) => p.title, { slashesToHyphens: true })
  if (policy) return <PolicyDetail key={policy.title} policy={policy} />
  return (
    <ContentPage copy={copy}>
      <PolicyChooser />
      <Box>
        <LinkButton href={copy.mappings.href} variant="outline">
          {copy.mappings.label} <ArrowRight aria-hidden="true" />
        </LinkButton>
      </Box>
    </ContentPage>
  )
}
