// /maturity-assessment: four tabs (Overview initial, Assessment,
// Results, Framework), a toolbar to share, export, import and print, and a print-only summary.
// All state lives in the page; nothing is sent to the server or saved in the browser.
import { Tabs } from '@chakra-ui/react'
import { PageContainer, PageHeader } from '../../components/info-blocks.tsx'
import { PageMeta } from '../../components/page-meta.tsx'
import { maturityMeta } from '../../content/maturity.ts'
import { AssessmentTab } from '../../features/maturity/components/assessment-tab.tsx'
import { AssessmentToolbar } from '../../features/maturity/components/assessment-toolbar.tsx'
import { FrameworkTab } from '../../features/maturity/components/framework-tab.tsx'
import { OverviewTab } from '../../features/maturity/components/overview-tab.tsx'
import { PrintSummary } from '../../features/maturity/components/print-summary.tsx'
import { ResultsTab } from '../../features/maturity/components/results-tab.tsx'
import { useAssessment, type TabId } from '../../features/maturity/use-assessment.ts'

// Print: hide the site chrome, the tabs and the toolbar; show only the one-page summary.
const printCss = `
.maturity-print-only { display: none; }
@media print {
  header, footer, nav, .maturity-no-print, .maturity-tabs { display: none !important; }
  .maturity-print-only { display: block !important; }
  @page { margin: 1.5cm; }
}`

export default function MaturityAssessmentPage() {
  const assessment = useAssessment()
  const start = () => assessment.setTab('assessment')
  return (
    <PageContainer>
      <PageMeta title={maturityMeta.title} description={maturityMeta.description} />
      <style>{printCss}</style>
      <PageHeader
        title={maturityMeta.title}
        lead="Rate 21 cells (3 management layers × 7 functional areas) from Initial to Optimized, see where you stand, set targets and share the result. Your answers stay in this page: nothing is stored on a server."
        eyebrow="Self-assessment"
      >
        <AssessmentToolbar state={assessment.state} onImport={assessment.setState} />
      </PageHeader>

      <PrintSummary answers={assessment.answers} targets={assessment.targets} />

      <Tabs.Root
        className="maturity-tabs"
        value={assessment.tab}
        onValueChange={(details) => assessment.setTab(details.value as TabId)}
        variant="enclosed"
        colorPalette="brand"
      >
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="assessment">Assessment</Tabs.Trigger>
          <Tabs.Trigger value="results">Results</Tabs.Trigger>
          <Tabs.Trigger value="framework">Framework</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" pt="8">
          <OverviewTab answers={assessment.answers} onStart={start} />
        </Tabs.Content>
        <Tabs.Content value="assessment" pt="8">
          <AssessmentTab
            answers={assessment.answers}
            targets={assessment.targets}
            onLevel={assessment.setLevel}
            onTarget={assessment.setTarget}
          />
        </Tabs.Content>
        <Tabs.Content value="results" pt="8">
          <ResultsTab answers={assessment.answers} targets={assessment.targets} onStart={start} />
        </Tabs.Content>
        <Tabs.Content value="framework" pt="8">
          <FrameworkTab />
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  )
}
