// /implementation-roadmap: the phased implementation roadmap page.
export { default } from '../../features/roadmap/pages/implementation-roadmap-page.tsx'
