export const PLACEHOLDER_ORIGIN: string;
export function targetUrl(target: string): URL;
