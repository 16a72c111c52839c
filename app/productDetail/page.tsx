// `/productDetail.html?id=`: 产品详情, from the CMS (getSitePage; without an id, the first product).
import { sitePageRoute } from '@/components/sitePage/sitePageRoute';

const route = sitePageRoute('product');
export const generateMetadata = route.generateMetadata;
export default route.Page;
