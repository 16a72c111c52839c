// Small readers for untrusted JSON: every mapper in lib/api goes through these, so a missing or mistyped field
// becomes a default instead of a crash in a component.
import { safeMediaSrc } from '@/lib/html/safeUrl';

export type Json = Record<string, unknown>;

export const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

export const asString = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

/**
 * An address to show or follow (a picture, a video, a link): http(s) or a path on this site, else '' — the
 * backend refuses `javascript:`, `data:` and the like on ingest, and the site drops them again here.
 */
export const asUrl = (value: unknown): string => safeMediaSrc(asString(value)) ?? '';

export function asNumber(value: unknown, fallback = 0): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

/** Largest time a Date holds (ms); beyond it toISOString and date formatting throw. */
const MAX_TIME = 8.64e15;

/** A time in ms since the epoch; 0 (unknown) for anything not positive or beyond what a Date can hold. */
export function asTime(value: unknown): number {
  const time = asNumber(value);
  return time > 0 && time <= MAX_TIME ? time : 0;
}

/** 1, '1', true count as on; anything else as off. */
export const asFlag = (value: unknown): boolean => value === true || value === 1 || value === '1';

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
