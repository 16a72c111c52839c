// Local identity (spec section 3): a virtual device id and a virtual user id, kept in local storage.
import type { KeyValueStore } from '@/lib/auth/keyValueStore';
import type { DeviceIdStyle } from '@/lib/config/publicConfig';

export const DEVICE_ID_KEY = 'xy_virtual_device_id';
export const VIRTUAL_UID_KEY = 'xy_virtual_uid';

type Random = () => number;

function randomDigits(count: number, random: Random): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += Math.floor(random() * 10).toString();
  return digits;
}

/** `xy` + eight random digits + the timestamp, or a random UUID. */
export function createVirtualDeviceId(
  style: DeviceIdStyle = 'xy',
  random: Random = Math.random,
  now = Date.now(),
) {
  if (style === 'uuid') return crypto.randomUUID();
  return `xy${randomDigits(8, random)}${now}`;
}

/** A random number and the timestamp: unique enough to tell anonymous readers apart in statistics. */
export function createVirtualUid(random: Random = Math.random, now = Date.now()) {
  return `${randomDigits(6, random)}${now}`;
}

export function ensureIdentity(store: KeyValueStore, style: DeviceIdStyle = 'xy') {
  let deviceId = store.getItem(DEVICE_ID_KEY);
  if (!deviceId) {
    deviceId = createVirtualDeviceId(style);
    store.setItem(DEVICE_ID_KEY, deviceId);
  }
  let uid = store.getItem(VIRTUAL_UID_KEY);
  if (!uid) {
    uid = createVirtualUid();
    store.setItem(VIRTUAL_UID_KEY, uid);
  }
  return { deviceId, uid };
}
