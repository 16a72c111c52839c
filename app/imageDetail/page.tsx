import { PhotoSet } from '@/components/article/PhotoSet.island';
import { articlePage } from '@/components/article/articleRoute';

export { generateMetadata } from '@/components/article/articleRoute';

// Photo sets are linked here (articleHref): their viewer comes with the page.
export default articlePage({ PhotoSet });
