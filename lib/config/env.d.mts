export type Service = 'main' | 'nis' | 'sso' | 'advertising' | 'vod' | 'upload' | 'stats';
export const SERVICES: Service[];
export function basePathFrom(env?: Record<string, string | undefined>): string;
export function backendUrlFrom(env?: Record<string, string | undefined>): string;
export function serviceBasesFrom(env?: Record<string, string | undefined>): Record<Service, string>;
export function browserServicePath(service: Service): string;
