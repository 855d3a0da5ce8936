// /tactical/integration-service: the page of this part of the framework.
export { default } from '../../../features/framework/pages/integration-service-page.tsx'
