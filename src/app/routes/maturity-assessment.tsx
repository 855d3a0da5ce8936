// /maturity-assessment: the self-assessment page.
export { default } from '../../features/maturity/pages/maturity-assessment-page.tsx'
