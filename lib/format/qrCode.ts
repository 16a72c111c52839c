// A QR code as one SVG path, drawn on the server (uqr encodes; no script reaches the reader). Pure.
import { encode } from 'uqr';

/** The light margin the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

export interface QrCodePath {
  /** The side of the square, quiet zone included, in modules: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** The dark modules, each row's runs as one rectangle: `M x y h n v 1 h -n z`. */
  path: string;
}

export function qrCodePath(text: string): QrCodePath {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`);
    }
  });
  return { size: data.length + QUIET_ZONE * 2, path: runs.join('') };
}
