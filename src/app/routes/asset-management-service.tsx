// /tactical/asset-management-service: the asset management service (CMDB) page.
export { default } from '../../features/asset-management/pages/asset-management-service-page.tsx'
