import { getTranslations } from '@/lib/i18n/translations';
import type { AdSlotContent } from '@/lib/api/adModel';
import { AdBanner } from '@/components/ad/AdBanner';
import { AdFailedNotice } from '@/components/ad/AdFailedNotice';

/**
 * One ad slot: its ad, or, when the ad call failed, the note asking readers to contact the administrator; nothing
 * when there is no ad there. A streamed slot (an article's) is handed its content still loading.
 */
export async function AdSlot({ content }: { content: AdSlotContent | Promise<AdSlotContent | null> }) {
  const [slot, t] = await Promise.all([content, getTranslations()]);
  if (!slot) return null;
  if (slot.failed) return <AdFailedNotice text={t('errors.adFailed')} />;
  return slot.ad ? <AdBanner ad={slot.ad} label={t('ads.label')} /> : null;
}
