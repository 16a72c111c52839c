import { qrCodePath } from '@/lib/format/qrCode';
import styles from '@/components/activity/VoucherQr.module.css';

/** A voucher's QR code: the write-off screen's address, for the shop's phone to open. */
export function VoucherQr({ url, label }: { url: string; label: string }) {
  const qr = qrCodePath(url);
  return (
    <figure className={styles.voucher}>
      <svg
        className={styles.code}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption>
        <a href={url}>{label}</a>
      </figcaption>
    </figure>
  );
}
