// `/noticeDetail.html?id=`: 公告, from the CMS (noticeDetail).
import { sitePageRoute } from '@/components/sitePage/sitePageRoute';

const route = sitePageRoute('notice');
export const generateMetadata = route.generateMetadata;
export default route.Page;
