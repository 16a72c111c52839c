// How the site vouches for the reader's address it sends the backend (X-Forwarded-For): this header carries the
// secret both share (SITE_FORWARD_SECRET). The site adds it (lib/api/readerHeaders.ts); the backend believes a
// forwarded address with it and from nobody else but configured proxies (backend/core/forwarding.ts).

export const SITE_FORWARD_SECRET_HEADER = 'x-site-forward-secret';
