import type { Service } from '@/lib/contract/operations';

/**
 * Where the browser reaches a service: a same-origin path that app/api/[service] relays to the service. A module
 * of its own, so the beacon that every article and ad loads does not bring the server's environment reading with it.
 */
export const browserServicePath = (service: Service) => `/api/${service}`;
