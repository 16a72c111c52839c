/** The mark of a page whose guard the site server's front door worked out (lib/guard/frontDoor.mjs). */
export const FRONT_DOOR_HEADER: 'x-xy-front-door';
export function guardHeadersTrusted(mark: string | null, token?: string | null): boolean;
