// A tip-off (报料) as the backend answers it, checked: its text and name, its pictures, videos and recordings
// (each a safe address), its state and the editor's reason when rejected.
import { asArray, asNumber, asObject, asString, asTime, asUrl } from '@/lib/api/mapping';
import type { Paged } from '@/lib/api/memberModel';
import { TIPOFF_STATUS, type TipoffStatus } from '@/lib/contract/tipoffs';

export interface Tipoff {
  id: number;
  name: string;
  content: string;
  pictures: string[];
  videos: string[];
  audios: string[];
  status: TipoffStatus;
  reason: string;
  publishTime: number;
}

export type TipoffPage = Paged<Tipoff>;

const addresses = (value: unknown) =>
  asArray(value)
    .map(asUrl)
    .filter((url) => url !== '');

const statusOf = (value: unknown): TipoffStatus => {
  const status = asNumber(value);
  return status === TIPOFF_STATUS.approved || status === TIPOFF_STATUS.rejected
    ? status
    : TIPOFF_STATUS.pending;
};

/** tipoffDetail's answer, or null when it names no tip-off. */
export function toTipoff(reply: unknown): Tipoff | null {
  const data = asObject(reply);
  const id = asNumber(data.id);
  if (id <= 0) return null;
  return {
    id,
    name: asString(data.name),
    content: asString(data.content),
    pictures: addresses(data.pics),
    videos: addresses(data.videos),
    audios: addresses(data.audios),
    status: statusOf(data.status),
    reason: asString(data.reason),
    publishTime: asTime(data.publishTime),
  };
}

/** myTipoffs' answer: a page of the member's tip-offs. */
export function toTipoffPage(reply: unknown): TipoffPage {
  const data = asObject(reply);
  return {
    list: asArray(data.list)
      .map(toTipoff)
      .filter((tipoff): tipoff is Tipoff => tipoff !== null),
    hasMore: data.hasMore === true,
    page: asNumber(data.page) || 1,
  };
}
