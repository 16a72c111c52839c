import { getTranslations } from 'next-intl/server';
import { adsAt, type AdPosition, type ColumnAds } from '@/lib/api/adModel';
import { AdBanner } from '@/components/ad/AdBanner';
import { AdFailedNotice } from '@/components/ad/AdFailedNotice';

/**
 * The first ad of a position (the CMS orders them), or, when the ad call failed, the note asking readers to
 * contact the administrator. Nothing when there is no ad there.
 */
export async function AdSlot({ columnAds, position }: { columnAds: ColumnAds; position: AdPosition }) {
  const t = await getTranslations();
  if (columnAds.failed) return <AdFailedNotice text={t('errors.adFailed')} />;
  const [ad] = adsAt(columnAds.ads, position);
  return ad ? <AdBanner ad={ad} label={t('ads.label')} /> : null;
}
