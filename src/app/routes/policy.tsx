// /policy/:type?: a known policy shows its detail page, anything else
// the 'Policy Management' library. Slashes in titles match hyphens or encoded slashes.
import { Box, Button } from '@chakra-ui/react'
import { ArrowRight } from 'lucide-react'
import { Link as RouterLink, useParams } from 'react-router'
import { PageContainer, PageHeader } from '../../components/info-blocks.tsx'
import { PageMeta } from '../../components/page-meta.tsx'
import { policies, policiesMeta } from '../../content/policies.ts'
import { PolicyChooser } from '../../features/policies/components/policy-chooser.tsx'
import { PolicyDetail } from '../../features/policies/components/policy-detail.tsx'
import { matchParam } from '../../lib/match-param.ts'
import { paths } from '../../lib/paths.ts'

export default function PolicyPage() {
  const { type } = useParams()
  const policy = matchParam(type, policies, (p) => p.title, { slashesToHyphens: true })

  if (policy) {
    return (
      <>
        <PageMeta title={`${policy.title} Policy`} description={policy.description} />
        <PolicyDetail policy={policy} />
      </>
    )
  }
  return (
    <PageContainer>
      <PageMeta title={policiesMeta.title} description={policiesMeta.description} />
      <PageHeader title="Policy Management" lead={policiesMeta.description} eyebrow="Policies" />
      <PolicyChooser />
      <Box>
        <Button asChild variant="outline">
          <RouterLink to={paths.controlMappings.getHref()}>
            Control mappings of every policy <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Box>
    </PageContainer>
  )
}
