import type { FastifyServerOptions } from 'fastify';

const secretParams = /([?&](?:token|accessToken|refreshToken|authToken)=)[^&]*/gi;

/** Request URLs are logged, and refreshAccessToken carries its token in the query: keep it out of logs. */
export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
}

/** Where log lines go: stdout unless a test catches them. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
