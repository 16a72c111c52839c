import { qrCodePath } from '@/lib/format/qrCode';
import styles from '@/components/sitePage/DownloadQrCode.module.css';

/**
 * For a reader at a desktop: the download page's address as a QR code to scan with their phone, which then opens
 * this page and its link for that phone. Drawn on the server as SVG; shown only where a mouse points (CSS), so
 * the page stays the same bytes for every reader.
 */
export function DownloadQrCode({ url, title, alt }: { url: string; title: string; alt: string }) {
  const { size, path } = qrCodePath(url);
  return (
    <figure className={styles.qr}>
      <svg
        className={styles.code}
        viewBox={`0 0 ${size} ${size}`}
        width={180}
        height={180}
        role="img"
        aria-label={alt}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
