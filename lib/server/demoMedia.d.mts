import type { IncomingMessage } from 'node:http';
export function demoMediaUnderBase(req: IncomingMessage, basePath: string): void;
