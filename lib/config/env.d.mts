import type { Service } from '../contract/operations';

export type { Service };
export const SERVICES: Service[];
export function basePathFrom(env?: Record<string, string | undefined>): string;
export function backendUrlFrom(env?: Record<string, string | undefined>): string;
export function serviceBasesFrom(env?: Record<string, string | undefined>): Record<Service, string>;
