export function findNginx(env?: Record<string, string | undefined>): string | null;
export function nginxConf(ports: {
  host: string;
  sitePort: number;
  sitePorts: number[];
  backendPort: number;
  backendPorts: number[];
}): string;
