export function isTrackingParam(name: string): boolean;
export function withoutTrackingParams(url: string): string;
