// /controls and /controls/:param: an entry of the framework, or the chooser of them all.
export { default } from '../../../features/framework/pages/controls-page.tsx'
