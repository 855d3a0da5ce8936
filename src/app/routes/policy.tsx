// /policy/:type?: the policy library and each policy's page.
export { default } from '../../features/policies/pages/policy-page.tsx'
