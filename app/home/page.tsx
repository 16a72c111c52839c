import { ColumnScreen } from '@/components/column/ColumnScreen';

/** Home is the first top column's screen, with home as the active tab. */
export default function HomePage() {
  return <ColumnScreen shown="home" />;
}
