// /tactical/iga-identity-governance-administration: the page of this part of the framework.
export { default } from '../../../features/framework/pages/iga-page.tsx'
