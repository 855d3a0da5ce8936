// /law-regulations: the compliance foundation page.
export { default } from '../../features/regulations/pages/law-regulations-page.tsx'
