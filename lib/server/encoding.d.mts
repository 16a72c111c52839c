export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null;
