// Where a paper-backed article was printed: the article's `layoutMapping` as the backend answers it (the page of
// the paper edition and the article's outline on it). Pure, so the article mapper can use it anywhere.
import { asArray, asNumber, asObject, asString } from '@/lib/api/mapping';
import { parsePaperDate } from '@/lib/format/paperDate';
import { safeMediaSrc } from '@/lib/html/safeUrl';

const MIN_POLYGON_POINTS = 3;

/** `[[x, y], …]` as `x,y x,y …`; null unless every point is two finite numbers and there are enough of them. */
export function polygonPoints(mapping: unknown): string | null {
  const points = asArray(mapping).map((raw) => {
    const point = asArray(raw);
    const [x, y] = point;
    return point.length === 2 && typeof x === 'number' && typeof y === 'number' ? [x, y] : null;
  });
  if (points.length < MIN_POLYGON_POINTS) return null;
  if (points.some((point) => point === null || !point.every(Number.isFinite))) return null;
  return points.map((point) => point?.join(',')).join(' ');
}

export interface PrintedPage {
  paperId: number;
  paperName: string;
  /** yyyy-MM-dd */
  date: string;
  layoutId: number;
  pageNo: number;
  /** The page's name, 第02版：经济; '' when it has none. */
  pageName: string;
  image: string;
  width: number;
  height: number;
  /** The article's outline in the picture's pixels, ready for an SVG `points` attribute. */
  points: string;
}

/**
 * The printed page of an article, or null unless the mapping names an edition and page, a safe picture of a
 * known size, and an outline on it: anything less could neither be drawn nor linked.
 */
export function toPrintedPage(raw: unknown): PrintedPage | null {
  const mapping = asObject(raw);
  const paperId = asNumber(mapping.paperId);
  const layoutId = asNumber(mapping.layoutId);
  const date = parsePaperDate(asString(mapping.date));
  const width = asNumber(mapping.width);
  const height = asNumber(mapping.height);
  const image = safeMediaSrc(asString(mapping.image));
  const points = polygonPoints(mapping.mapping);
  if (paperId <= 0 || layoutId <= 0 || !date || width <= 0 || height <= 0 || !image || !points) return null;
  return {
    paperId,
    paperName: asString(mapping.paperName).trim(),
    date,
    layoutId,
    pageNo: asNumber(mapping.pageNo),
    pageName: asString(mapping.pageName).trim(),
    image,
    width,
    height,
    points,
  };
}
