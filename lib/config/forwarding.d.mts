type Env = Record<string, string | undefined>;
type HeaderValue = string | string[] | null | undefined;
/** Reads one request header by its lower-case name. */
type HeaderReader = (name: string) => HeaderValue;

export function trustedProxyHops(env?: Env): number;
export function trustedEntry(value: HeaderValue, hops: number): string | undefined;
export function settleForwardedHeaders(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  hops: number,
): void;
export function readerAddressFrom(header: HeaderReader): string | null;
export function allowedHosts(env?: Env): string[];
export function requestOrigin(header: HeaderReader, env?: Env): string;
export function publicOrigin(header: HeaderReader, env?: Env): string;
