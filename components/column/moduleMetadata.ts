import 'server-only';
import type { Metadata } from 'next';
import { getModulePage } from '@/lib/api/modules';
import { screenMetadata } from '@/lib/seo/screenMetadata';

/** A module's "more" screen is titled by the module; its headlines make the description. */
export async function moduleMetadata(moduleId: number | null, path: string): Promise<Metadata> {
  const page = moduleId === null ? null : await getModulePage(moduleId).catch(() => null);
  if (!page) return {};
  return screenMetadata({
    title: page.name,
    fallbackText: page.list.map((item) => item.title).join('；'),
    path,
    image: page.list.find((item) => item.image)?.image,
  });
}
