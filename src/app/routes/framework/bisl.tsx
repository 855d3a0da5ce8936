// /strategic/bisl: the page of this part of the framework.
export { default } from '../../../features/framework/pages/bisl-page.tsx'
