// /tactical and /tactical/:param: an entry of the framework, or the chooser of them all.
export { default } from '../../../features/framework/pages/tactical-page.tsx'
