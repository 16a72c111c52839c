// A small S3-compatible store for tests: path-style PUT, GET and DELETE of objects kept in memory, each request's
// SigV4 signature checked (403 otherwise, as S3 answers) and its body held to its x-amz-content-sha256.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signV4 } from '../../backend/uploads/sigV4';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: { method: string; key: string }[];
  /** Fails the next `count` requests of `method` with 500 (a store having a bad moment). */
  failNext(method: string, count: number): void;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' };

/** The signature the request should carry, computed from what it says it signed. */
function expectedAuthorization(request: IncomingMessage, region: string): string | null {
  const authorization = request.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';');
  const stamp = request.headers['x-amz-date'];
  if (!signed || typeof stamp !== 'string') return null;
  const headers: Record<string, string> = {};
  for (const name of signed) {
    if (name === 'host' || name === 'x-amz-date') continue;
    headers[name] = String(request.headers[name] ?? '');
  }
  const now = new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const payloadHash = headers['x-amz-content-sha256'] ?? '';
  return (
    signV4(
      { method: request.method ?? '', url, headers, payloadHash, region, service: 's3', now },
      CREDENTIALS,
    ).authorization ?? null
  );
}

export async function startFakeS3(
  bucket: string,
  region = 'us-east-1',
): Promise<FakeS3 & { config: object }> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const failing = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? '';
      const prefix = `/${bucket}/`;
      const key = (request.url ?? '').startsWith(prefix) ? (request.url ?? '').slice(prefix.length) : '';
      requests.push({ method, key });
      const failures = failing.get(method) ?? 0;
      if (failures > 0) {
        failing.set(method, failures - 1);
        return response.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
      }
      if (key === '' || request.headers.authorization !== expectedAuthorization(request, region)) {
        return response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      if (request.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
        return response.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
      }
      if (method === 'PUT') {
        objects.set(key, { bytes: body, contentType: String(request.headers['content-type'] ?? '') });
        return response.writeHead(200).end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      const found = objects.get(key);
      if (method !== 'GET' || !found)
        return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      return response.writeHead(200, { 'content-type': found.contentType }).end(found.bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    requests,
    failNext: (method, count) => failing.set(method, count),
    close: () => new Promise((resolve) => server.close(() => resolve())),
    config: { endpoint, bucket, region, ...CREDENTIALS, publicUrl: 'https://media.example.com' },
  };
}
