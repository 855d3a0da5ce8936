// /strategic/data-model: the page of this part of the framework.
export { default } from '../../../features/framework/pages/data-model-page.tsx'
