/** One header of a request's headers as one string (lib/server/headerValue.mjs). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string;
