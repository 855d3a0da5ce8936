// /program-management: the IAM programme page.
export { default } from '../../../features/framework/pages/program-management-page.tsx'
