// The image verify code in front of SMS codes (backend/README.md, verifyCode): the backend draws a new picture
// for this browser's device at every fetch and spends it at the first check, so the login form asks for a new
// address whenever it shows the picture or has used it. A tiny store, so the form reads it without effects.
import { browserApi } from '@/lib/auth/browserApi';

let current = '';
let refreshes = 0;
const listeners = new Set<() => void>();

/** A fresh picture: a new address (its `t` differs), which the `<img>` loads once it is signed. */
export function refreshVerifyImage(): void {
  const refresh = ++refreshes;
  void browserApi()
    .fileUrl('verifyCode')
    .then((address) => {
      // A later refresh asked for a newer picture meanwhile: this one is spent already.
      if (refresh !== refreshes) return;
      current = address;
      for (const listener of listeners) listener();
    });
}

export function subscribeVerifyImage(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The picture's address; '' until the first refresh (and always on the server). */
export const verifyImageSrc = () => current;
export const noVerifyImage = () => '';
