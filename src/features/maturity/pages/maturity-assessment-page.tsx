// /maturity-assessment: four tabs (Overview initial, Assessment, Results, Framework), a toolbar
// to share, export, import and print, and a print-only summary. All state lives in the page;
// nothing is sent to the server or saved in the browser.
import { Tabs } from '@chakra-ui/react'
import { ContentPage } from '../../../components/page-layout.tsx'
import { maturityPage } from '../../../content/maturity.ts'
import { AssessmentTab } from '../components/assessment-tab.tsx'
import { AssessmentToolbar } from '../components/assessment-toolbar.tsx'
import { FrameworkTab } from '../components/framework-tab.tsx'
import { OverviewTab } from '../components/overview-tab.tsx'
import { PrintSummary } from '../components/print-summary.tsx'
import { ResultsTab } from '../components/results-tab.tsx'
import { useAssessment, type TabId } from '../use-assessment.ts'

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
  const { tabs } = maturityPage
  return (
    <ContentPage
      copy={maturityPage}
      headerExtra={<AssessmentToolbar state={assessment.state} onImport={assessment.setState} />}
    >
      <style>{printCss}</style>
      <PrintSummary answers={assessment.answers} targets={assessment.targets} />

      <Tabs.Root
        className="maturity-tabs"
        lazyMount={!assessment.allTabsMounted}
        value={assessment.tab}
        onValueChange={(details) => assessment.setTab(details.value as TabId)}
        variant="enclosed"
        colorPalette="brand"
      >
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="overview">{tabs.overview}</Tabs.Trigger>
          <Tabs.Trigger value="assessment">{tabs.assessment}</Tabs.Trigger>
          <Tabs.Trigger value="results">{tabs.results}</Tabs.Trigger>
          <Tabs.Trigger value="framework">{tabs.framework}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" pt="8" data-maturity-tab="overview">
          <OverviewTab answers={assessment.answers} onStart={start} />
        </Tabs.Content>
        <Tabs.Content value="assessment" pt="8" data-maturity-tab="assessment">
          <AssessmentTab
            answers={assessment.answers}
            targets={assessment.targets}
            onLevel={assessment.setLevel}
            onTarget={assessment.setTarget}
          />
        </Tabs.Content>
        <Tabs.Content value="results" pt="8" data-maturity-tab="results">
          <ResultsTab answers={assessment.answers} targets={assessment.targets} onStart={start} />
        </Tabs.Content>
        <Tabs.Content value="framework" pt="8" data-maturity-tab="framework">
          <FrameworkTab />
        </Tabs.Content>
      </Tabs.Root>
    </ContentPage>
  )
}
