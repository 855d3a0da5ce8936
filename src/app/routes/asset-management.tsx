// /asset-management/:resource?: the resource types of the asset management service.
export { default } from '../../features/asset-management/pages/asset-management-page.tsx'
