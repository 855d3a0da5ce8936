// /ciamo: the page of this part of the framework.
export { default } from '../../../features/framework/pages/ciamo-page.tsx'
