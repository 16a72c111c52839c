import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

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

/**
 * Fastify's request lines, one at debug instead of two at info: at the default level (info) the log holds starts,
 * warnings and errors, not the traffic (LOG_LEVEL=debug brings it back). Failures keep Fastify's own lines.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug(
      { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}
