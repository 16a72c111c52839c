// API_VERSION is one setting: the version the site signs for is the version the backend requires.
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { ConfigError, loadConfig } from '../../backend/core/config';
import { DEFAULT_API_VERSION, parseApiVersion } from '../../lib/contract/apiVersion';
import { TEST_SECRETS } from './testApp';

describe('API_VERSION', () => {
  it.each([undefined, '', '2', '3', '4', '12'])('is read alike by the site and the backend: %p', (raw) => {
    const env = { ...TEST_SECRETS, API_VERSION: raw };
    expect(publicConfigFrom(env, '').apiVersion).toBe(loadConfig(env).apiVersion);
  });

  it('defaults to 3, where calls to main and nis are signed', () => {
    expect(DEFAULT_API_VERSION).toBe(3);
    expect(loadConfig(TEST_SECRETS).apiVersion).toBe(3);
  });

  it.each(['3.1', 'v3', '0', '100', '-3', ' 3'])('stops the backend on %p, naming the variable', (raw) => {
    expect(parseApiVersion(raw)).toBeNull();
    expect(() => loadConfig({ ...TEST_SECRETS, API_VERSION: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ ...TEST_SECRETS, API_VERSION: raw })).toThrow('API_VERSION');
  });
});
