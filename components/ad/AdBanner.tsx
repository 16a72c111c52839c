import type { Ad } from '@/lib/api/adModel';
import { AdTracker } from '@/components/ad/AdTracker.island';
import styles from '@/components/ad/Ad.module.css';

/**
 * One ad, rendered on the server: the picture at its own size (its box is reserved before it loads, so nothing
 * shifts), loaded lazily, marked as an ad in words and for screen readers. The one 广告 mark is a line of its own
 * under the picture, never over it, so it covers none of the ad's art however long the word is in the reader's
 * language. Only the tracking link is a client island.
 */
export function AdBanner({ ad, label }: { ad: Ad; label: string }) {
  return (
    <div className={styles.ad} role="group" aria-label={label}>
      <AdTracker advId={ad.advId} href={ad.href} external={ad.external} title={ad.title}>
        {/* eslint-disable-next-line @next/next/no-img-element -- ad pictures come from any advertiser's host, at the size the CMS gives */}
        <img
          className={styles.picture}
          src={ad.imgUrl}
          alt={ad.title}
          width={ad.width}
          height={ad.height}
          loading="lazy"
          decoding="async"
        />
      </AdTracker>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
