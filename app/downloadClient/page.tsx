// `/downloadClient.html`: 下载客户端, the CMS's page (getSitePage) with the download links of site config.
import { sitePageRoute } from '@/components/sitePage/sitePageRoute';

const route = sitePageRoute('download');
export const generateMetadata = route.generateMetadata;
export default route.Page;
