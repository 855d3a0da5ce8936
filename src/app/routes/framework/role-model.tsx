// /strategic/role-model: the page of this part of the framework.
export { default } from '../../../features/framework/pages/role-model-page.tsx'
