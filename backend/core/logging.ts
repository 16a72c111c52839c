import type { FastifyServerOptions } from 'fastify';

const secretParams = /([?&](?:token|accessToken|refreshToken|authToken)=)[^&]*/gi;

/** Request URLs are logged, and refreshAccessToken carries its token in the query: keep it out of logs. */
export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
