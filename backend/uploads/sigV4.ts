// AWS Signature Version 4 for one request with headers (not presigned URLs): what an S3-compatible store (AWS,
// MinIO, Ceph, Aliyun OSS's S3 API) asks of a PUT. Small on purpose: the S3 client would be a large dependency
// for the one call the backend makes. Tested against AWS's published examples (tests/backend/sigV4.test.ts).
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Every header to sign, `host` excepted (taken from the URL); `x-amz-date` is added. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or UNSIGNED-PAYLOAD). */
  payloadHash: string;
  region: string;
  service: string;
  now: Date;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding: everything but unreserved characters, as SigV4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3 signs the path as sent: each segment encoded once. */
const canonicalPath = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/') || '/';

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `20150830T123600Z` */
const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The request's headers with `x-amz-date` and `authorization` added. */
export function signV4(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const stamp = amzDate(request.now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, 'x-amz-date': stamp };
  const signed = Object.entries({ ...headers, host: request.url.host })
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = signed.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url),
    canonicalQuery(request.url),
    signed.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = [day, request.region, request.service, 'aws4_request'].reduce<Buffer | string>(
    (previous, part) => hmac(previous, part),
    `AWS4${credentials.secretAccessKey}`,
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
