export const ENV_FILES: string[];
export class EnvFileError extends Error {}
export function parseEnvFile(text: string, file: string): Record<string, string>;
export function loadEnvFiles(
  dir: string,
  env?: Record<string, string | undefined>,
): { file: string; names: string[] }[];
export function loadLauncherEnv(dir: string): void;
