import { secretProblem, type SecretName } from '../../lib/contract/secrets.mjs';
import { parseApiVersion } from '../../lib/contract/apiVersion.js';

export interface RateLimitConfig {
  /** Writes and token requests one client IP may make per window. */
  max: number;
  windowMs: number;
  /** Prefix of the Redis keys, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
}

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections one instance's PostgreSQL pool opens at most. */
  databasePoolMax: number;
  redisUrl: string | undefined;
  adminToken: string;
  apiSignKey: string;
  /** Key of recordVoteCountAndLog's encrypted payload (backend/votes/voteCipher.ts); the site holds it too. */
  voteCipherKey: string;
  /** API_VERSION, the one the site runs at: from 3 on, main and nis refuse unsigned calls, whatever they claim. */
  apiVersion: number;
  authinfo3desKey: string;
  appKey: string;
  appSecret: string;
  xyAuth: 0 | 1 | 2;
  logLevel: string;
  /** Proxies (proxy-addr names or ranges) whose X-Forwarded-For is believed; the site needs none of them. */
  trustProxy: string;
  /**
   * Sent by the site with the reader's address (backend/core/forwarding.ts). Unset, a random value for this
   * process: nobody's forwarded address is then believed, and every reader behind the site counts as the site.
   */
  siteForwardSecret: string;
  rateLimit: RateLimitConfig;
  /** The site's revalidation endpoint, told about every CMS write; unset means nobody to tell. */
  siteRevalidateUrl: string | undefined;
  /** HMAC key of the CMS preview links; whoever holds it can read unpublished articles. */
  previewSecret: string;
  previewTtlMs: number;
  wx: WxConfig;
  stats: StatsConfig;
  members: MembersConfig;
  comments: CommentsConfig;
  /** Circles (backend/community): one post per member in this many ms (0: no such limit). */
  community: { postIntervalMs: number };
  /** Votes one client address may send a minute (backend/votes), beside the general write limit. */
  votes: { ipPerMinute: number };
  uploads: UploadsConfig;
}

/** Where comment pictures (backend/uploads) are kept and served from, and how many a member may send. */
export interface UploadsConfig {
  /** The folder stored pictures are written to. */
  dir: string;
  /** The public address the stored files are answered under (`<publicUrl>/<file>`), unless S3 serves them. */
  publicUrl: string;
  /** Pictures one member may upload per hour. */
  memberPerHour: number;
  /** An S3-compatible bucket the pictures go to as well; unset, the backend serves them itself. */
  s3: S3Config | undefined;
}

export interface S3Config {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO's; objects are path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where readers load the bucket's objects from (`<publicUrl>/<key>`): the bucket's public address or a CDN. */
  publicUrl: string;
}

/** How fast members and addresses may comment (backend/comments), beside the general write limit. */
export interface CommentsConfig {
  /** One comment per member in this many ms (0: no such limit). */
  memberIntervalMs: number;
  /** Comments one member may post per hour. */
  memberPerHour: number;
  /** Comments one client address may post per hour (members behind one address share it). */
  ipPerHour: number;
  /** How long anonymous readers' comment lists are kept in memory (0: not at all). */
  listCacheMs: number;
}

/** The official account whose JS-SDK tickets `wx/signature` signs with; unset id and secret turn it off. */
export interface WxConfig {
  appId: string | undefined;
  secret: string | undefined;
  apiBase: string;
}

/** Sign-in: the keys of its signatures and the SMS limits. */
export interface MembersConfig {
  /** HMAC key of OAuth states and stored SMS codes. */
  secret: string;
  /** Key of thirdLogin's program-sign; the site and the app hold it too. */
  programSignKey: string;
  /** SMS codes one client IP may ask for per hour. */
  smsPerIpHour: number;
  /** Where readers are sent to authorize WeChat sign-in (`/connect/oauth2/authorize` below it). */
  wxOauthBase: string;
  /** 64 hex digits; when set, 04-prefixed SM2 user id fields are decrypted with it. */
  sm2PrivateKey: string | undefined;
}

/** The credentials the statistics service (`/stats/sendRecord`) expects in its headers. */
export interface StatsConfig {
  tenantCode: string;
  appKey: string;
}

export class ConfigError extends Error {}

/** process.env or any plain map of variables (tests pass their own). */
type Env = Readonly<Record<string, string | undefined>>;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

/** A secret has no default: the store (lib/contract/secrets.mjs) puts a generated one in the environment. */
function secret(env: Env, name: SecretName): string {
  const value = env[name];
  const problem = secretProblem(name, value);
  if (problem !== null || value === undefined) throw new ConfigError(problem ?? `${name} is not set`);
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : raw;
}

function httpBase(env: Env, name: string, fallback: string): string {
  const base = text(env, name, fallback).replace(/\/+$/, '');
  if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol)) {
    throw new ConfigError(`${name} must be an http(s) URL, got "${base}"`);
  }
  return base;
}

function wxConfig(env: Env): WxConfig {
  const appId = optional(env, 'WX_APPID');
  const secret = optional(env, 'WX_SECRET');
  // One without the other can never fetch a ticket; say so at start rather than on every signature.
  if ((appId === undefined) !== (secret === undefined)) {
    throw new ConfigError('WX_APPID and WX_SECRET must be set together');
  }
  const apiBase = httpBase(env, 'WX_API_BASE', 'https://api.weixin.qq.com');
  return { appId, secret, apiBase };
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

function s3Config(env: Env): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => optional(env, name) === undefined);
  if (missing.length === S3_VARIABLES.length) return undefined;
  // Half a bucket's settings would fail every upload; say so at start.
  if (missing.length > 0) throw new ConfigError(`S3 storage needs ${missing.join(', ')} set too`);
  return {
    endpoint: httpBase(env, 'S3_ENDPOINT', ''),
    bucket: text(env, 'S3_BUCKET', ''),
    region: text(env, 'S3_REGION', 'us-east-1'),
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID', ''),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY', ''),
    publicUrl: httpBase(env, 'S3_PUBLIC_URL', ''),
  };
}

function uploadsConfig(env: Env, dataDir: string): UploadsConfig {
  const publicUrl = text(env, 'UPLOAD_PUBLIC_URL', '/api/upload/files').replace(/\/+$/, '');
  if (!/^(\/(?![\\/])|https?:\/\/)[^\s<>"'?#]*$/.test(publicUrl)) {
    throw new ConfigError(`UPLOAD_PUBLIC_URL must be a site path or an http(s) URL, got "${publicUrl}"`);
  }
  return {
    dir: text(env, 'UPLOAD_DIR', `${dataDir}/uploads`),
    publicUrl,
    memberPerHour: integer(env, 'UPLOAD_MAX_PER_HOUR', 60, 1, 1_000_000),
    s3: s3Config(env),
  };
}

function membersConfig(env: Env): MembersConfig {
  const sm2PrivateKey = optional(env, 'SM2_PRIVATE_KEY')?.toLowerCase();
  if (sm2PrivateKey !== undefined && !/^[0-9a-f]{64}$/.test(sm2PrivateKey)) {
    throw new ConfigError('SM2_PRIVATE_KEY must be 64 hex digits');
  }
  return {
    secret: secret(env, 'MEMBER_SECRET'),
    programSignKey: secret(env, 'PROGRAM_SIGN_KEY'),
    smsPerIpHour: integer(env, 'SMS_MAX_PER_IP_HOUR', 20, 1, 1_000_000),
    wxOauthBase: httpBase(env, 'WX_OAUTH_BASE', 'https://open.weixin.qq.com'),
    sm2PrivateKey,
  };
}

/**
 * Reads the environment described in backend/README.md, secrets included (server.ts resolves them first);
 * throws ConfigError naming the bad variable.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const apiVersion = parseApiVersion(env.API_VERSION);
  if (apiVersion === null)
    throw new ConfigError(`API_VERSION must be a whole number from 1 to 99, got "${env.API_VERSION}"`);
  const logLevel = text(env, 'LOG_LEVEL', 'info');
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  const dataDir = text(env, 'DATA_DIR', '.data');
  return {
    host: text(env, 'BACKEND_HOST', '127.0.0.1'),
    port: integer(env, 'BACKEND_PORT', 4010, 0, 65535),
    dataDir,
    databaseUrl: optional(env, 'DATABASE_URL'),
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1, 1000),
    redisUrl: optional(env, 'REDIS_URL'),
    adminToken: secret(env, 'ADMIN_TOKEN'),
    apiSignKey: secret(env, 'API_SIGN_KEY'),
    voteCipherKey: secret(env, 'VOTE_CIPHER_KEY'),
    apiVersion,
    // TripleDES needs three 8-byte keys; the store refuses any other length.
    authinfo3desKey: secret(env, 'AUTHINFO_3DES_KEY'),
    appKey: text(env, 'APP_KEY', 'xy-demo-app'),
    appSecret: secret(env, 'APP_SECRET'),
    xyAuth: integer(env, 'XY_AUTH', 0, 0, 2) as 0 | 1 | 2,
    logLevel,
    trustProxy: text(env, 'TRUST_PROXY', ''),
    siteForwardSecret: secret(env, 'SITE_FORWARD_SECRET'),
    rateLimit: {
      max: integer(env, 'RATE_LIMIT_MAX', 60, 1, 1_000_000),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
      keyPrefix: text(env, 'REDIS_KEY_PREFIX', 'xy:'),
    },
    siteRevalidateUrl: optional(env, 'SITE_REVALIDATE_URL'),
    previewSecret: secret(env, 'PREVIEW_SECRET'),
    previewTtlMs: integer(env, 'PREVIEW_TTL_MS', 30 * 60_000, 60_000, 7 * 86_400_000),
    wx: wxConfig(env),
    stats: {
      tenantCode: text(env, 'STATS_TENANT_CODE', 'xy-demo-tenant'),
      appKey: text(env, 'STATS_APP_KEY', 'xy-demo-stats-key'),
    },
    members: membersConfig(env),
    comments: {
      memberIntervalMs: integer(env, 'COMMENT_INTERVAL_MS', 10_000, 0, 3_600_000),
      memberPerHour: integer(env, 'COMMENT_MAX_PER_HOUR', 30, 1, 1_000_000),
      ipPerHour: integer(env, 'COMMENT_MAX_PER_IP_HOUR', 120, 1, 1_000_000),
      listCacheMs: integer(env, 'COMMENT_LIST_CACHE_MS', 1000, 0, 60_000),
    },
    community: { postIntervalMs: integer(env, 'CIRCLE_POST_INTERVAL_MS', 30_000, 0, 86_400_000) },
    votes: { ipPerMinute: integer(env, 'VOTE_MAX_PER_IP_MINUTE', 30, 1, 1_000_000) },
    uploads: uploadsConfig(env, dataDir),
  };
}
