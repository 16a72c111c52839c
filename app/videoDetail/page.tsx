import { VideoPlayer } from '@/components/article/VideoPlayer.island';
import { articlePage } from '@/components/article/articleRoute';

export { generateMetadata } from '@/components/article/articleRoute';

// Videos are linked here (articleHref): their player comes with the page.
export default articlePage({ VideoPlayer });
