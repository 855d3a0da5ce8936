// /operations and /operations/:service: an operations service or the list of services.
export { default } from '../../../features/framework/pages/operations-page.tsx'
