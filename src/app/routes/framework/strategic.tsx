// /strategic and /strategic/:param: an entry of the framework, or the chooser of them all.
export { default } from '../../../features/framework/pages/strategic-page.tsx'
