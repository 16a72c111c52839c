import type { FastifyInstance } from 'fastify';

/**
 * application/x-www-form-urlencoded bodies (the spec's "POST form-encoded" calls) as a plain object;
 * a repeated name becomes an array, which requestParams then refuses.
 */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string | string[]> = Object.create(null) as Record<
        string,
        string | string[]
      >;
      for (const [key, value] of new URLSearchParams(body as string)) {
        const previous = fields[key];
        fields[key] = previous === undefined ? value : ([] as string[]).concat(previous, value);
      }
      done(null, fields);
    },
  );
}
