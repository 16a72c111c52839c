// md5 as hex, for payload signatures and the app auth sign: its own module so signing every call does not
// bring the 3DES of the app auth (lib/auth/appAuth.ts) into every page.
import MD5 from 'crypto-js/md5';

export const md5 = (text: string) => MD5(text).toString();
