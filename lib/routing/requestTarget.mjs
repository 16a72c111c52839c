// A request's target (its path and query, as the request line holds it) read with the URL parser: relative to an
// origin no name resolves to (`.invalid`, RFC 6761), for only the path and query are wanted. A target that would
// change the origin (`//elsewhere/…`) is the one case where the origin says something.

export const PLACEHOLDER_ORIGIN = 'http://site.invalid';

/** @param {string} target @returns {URL} */
export const targetUrl = (target) => new URL(target, PLACEHOLDER_ORIGIN);
