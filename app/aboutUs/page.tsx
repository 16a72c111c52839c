// `/aboutUs.html`: 关于我们, from the CMS (getSitePage; `?id=` picks one page of several).
import { sitePageRoute } from '@/components/sitePage/sitePageRoute';

const route = sitePageRoute('about');
export const generateMetadata = route.generateMetadata;
export default route.Page;
