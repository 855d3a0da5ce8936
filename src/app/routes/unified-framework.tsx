// /unified-framework: the master framework page.
export { default } from '../../features/unified-framework/pages/unified-framework-page.tsx'
