// The reverse proxy of `npm run start:cluster`: nginx's configuration for one public port in front of the site
// instances and one in front of the backend instances, written into a folder of its own (`nginx -p <folder>`), so
// nginx runs without touching the machine's /etc/nginx. A starting point for a real deployment's proxy: the
// headers it sets are the ones the site and the backend expect.
import { existsSync } from 'node:fs';

/** Debian's nginx lives in /usr/sbin, which an ordinary user's PATH may leave out. */
export function findNginx(env = process.env) {
  if (env.NGINX_BIN) return existsSync(env.NGINX_BIN) ? env.NGINX_BIN : null;
  const dirs = [...(env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => `${dir}/nginx`).find((path) => existsSync(path)) ?? null;
}

const upstream = (name, ports) =>
  [
    `  upstream ${name} {`,
    ...ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`),
    '    keepalive 32;',
    '  }',
  ].join('\n');

/**
 * @param {{ host: string, sitePort: number, sitePorts: number[], backendPort: number, backendPorts: number[] }} c
 *   `sitePort`/`backendPort` are nginx's own; the instances listen on the others, on the loopback interface.
 * @returns {string}
 */
export function nginxConf({ host, sitePort, sitePorts, backendPort, backendPorts }) {
  const common = [
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    // A page that failed on one instance is not tried again on the other: the site answers 503 on purpose.
    '      proxy_next_upstream error timeout;',
    '      proxy_read_timeout 60s;',
  ];
  return `# Written by npm run start:cluster (lib/server/launch/nginxConf.mjs); rewritten at every start.
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events {
  worker_connections 1024;
}
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  client_max_body_size 4m;
${upstream('xy_site', sitePorts)}
${upstream('xy_backend', backendPorts)}
  # Readers: the site instances, round robin. The site believes one proxy hop (TRUST_PROXY_HOPS=1) and reads the
  # reader's address, host and scheme from what this proxy appends.
  server {
    listen ${host}:${sitePort};
    location / {
      proxy_pass http://xy_site;
${common.join('\n')}
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
    # The live socket: the upgrade goes on to a site instance, which relays it to the backend's hub.
    location /ws/ {
      proxy_pass http://xy_site;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 180s;
    }
  }
  # The sites' calls and the CMS: the backend instances. X-Forwarded-For passes unchanged: the site names the
  # reader there and vouches for it with SITE_FORWARD_SECRET, and an address appended here would replace the reader.
  server {
    listen ${host}:${backendPort};
    location / {
      proxy_pass http://xy_backend;
${common.join('\n')}
      proxy_set_header Host $http_host;
    }
  }
}
`;
}
