export { default, generateMetadata } from '@/components/article/articleRoute';
