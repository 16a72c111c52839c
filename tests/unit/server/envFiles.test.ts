import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EnvFileError, loadEnvFiles, parseEnvFile } from '@/lib/server/launch/envFiles.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'xy-env-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

describe('parseEnvFile', () => {
  it('reads names and values the way .env.example writes them', () => {
    expect(
      parseEnvFile(
        [
          '# a comment',
          '',
          'PORT=3000',
          'export XY_AUTH=2',
          'SITE_HOSTS = news.example.cn  # the public host',
          'CMS_ORIGIN="https://cms.example.cn https://b.example.cn"',
          'ADMIN_TOKEN=\'a#b "c" \\n\'',
          'MULTI="one\\ntwo \\"quoted\\""',
          'BUILD_TYPE=',
        ].join('\r\n'),
        '.env.local',
      ),
    ).toEqual({
      PORT: '3000',
      XY_AUTH: '2',
      SITE_HOSTS: 'news.example.cn',
      CMS_ORIGIN: 'https://cms.example.cn https://b.example.cn',
      ADMIN_TOKEN: 'a#b "c" \\n',
      MULTI: 'one\ntwo "quoted"',
      BUILD_TYPE: '',
    });
  });

  it('refuses a line it cannot read, naming the file and the line', () => {
    expect(() => parseEnvFile('PORT=3000\nthis is not a setting', '.env.local')).toThrow(
      new EnvFileError('.env.local line 2: expected NAME=value, got "this is not a setting"'),
    );
    expect(() => parseEnvFile('A="open', '.env')).toThrow(/^\.env line 1: the value's closing " is missing/);
    expect(() => parseEnvFile("A='x' y", '.env')).toThrow(
      /line 1: the value's closing ' is missing or followed/,
    );
  });
});

describe('loadEnvFiles', () => {
  it('sets what the environment does not, .env.local before .env, and skips empty values', () => {
    write('.env.local', 'XY_AUTH=2\nAPI_SIGN_KEY=from-env-local-file\nBUILD_TYPE=\n');
    write('.env', 'XY_AUTH=1\nSITE_ID=7\nPORT=3999\n');
    const env: Record<string, string | undefined> = { PORT: '3100' };
    const read = loadEnvFiles(dir, env);
    expect(env).toEqual({ PORT: '3100', XY_AUTH: '2', API_SIGN_KEY: 'from-env-local-file', SITE_ID: '7' });
    expect(read).toEqual([
      { file: '.env.local', names: ['XY_AUTH', 'API_SIGN_KEY'] },
      { file: '.env', names: ['SITE_ID'] },
    ]);
  });

  it('lets a variable the environment sets empty win too', () => {
    write('.env.local', 'DATABASE_URL=postgres://db/reader\n');
    const env: Record<string, string | undefined> = { DATABASE_URL: '' };
    loadEnvFiles(dir, env);
    expect(env.DATABASE_URL).toBe('');
  });

  it('reads nothing and changes nothing without the files', () => {
    const env = { PORT: '3000' };
    expect(loadEnvFiles(dir, env)).toEqual([]);
    expect(env).toEqual({ PORT: '3000' });
  });

  it('hands the values to every process the launcher starts, the environment still winning', () => {
    write('.env.local', 'XY_AUTH=2\nSITE_ID=9\n');
    // A launcher in miniature: load, then start two children (the backend and the site) with its environment.
    const launcher = `
      import { spawnSync } from 'node:child_process';
      import { loadLauncherEnv } from ${JSON.stringify(resolve('lib/server/launch/envFiles.mjs'))};
      loadLauncherEnv(${JSON.stringify(dir)});
      const child = () => spawnSync(process.execPath, ['-p', 'process.env.XY_AUTH + "/" + process.env.SITE_ID'], { env: process.env, encoding: 'utf8' }).stdout.trim();
      console.log(JSON.stringify([child(), child()]));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', launcher], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', SITE_ID: '3' },
      encoding: 'utf8',
    }).split('\n');
    expect(output[0]).toBe('Settings read from .env.local (1 set); the environment wins over them.');
    expect(JSON.parse(output[1] ?? '')).toEqual(['2/3', '2/3']);
  });
});
