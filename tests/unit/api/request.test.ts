import type { Operation } from '@/lib/api/operationSpec';
import { fileAddress, operationUrl, signedPayload, type RequestSettings } from '@/lib/api/request';
import { signParams } from '@/lib/api/signing';
import { SERVICES, type Service } from '@/lib/config/env.mjs';

const bases = Object.fromEntries(SERVICES.map((s) => [s, `https://api.example.cn/${s}`])) as Record<
  Service,
  string
>;
const settings = (apiVersion = 3): RequestSettings => ({
  bases,
  context: () => ({ siteId: 1, appID: 7, device: 'xy1', curVersions: '1.0.0', apiVersion }),
  signKey: 'k3',
  now: () => 1_700_000_000_000,
  nonce: () => 'n0nce',
});
const main: Operation = { service: 'main', path: 'getColumns', method: 'GET', encoding: 'query' };
const sso: Operation = { service: 'sso', path: 'verifyCode', method: 'GET', encoding: 'query' };

describe('a call as it leaves', () => {
  it("goes to its service's base address", () => {
    expect(operationUrl(main, bases)).toBe('https://api.example.cn/main/getColumns');
  });

  it('carries the request context, t and a nonce, signed for main from api version 3', async () => {
    const payload = await signedPayload(main, { parentColumnId: 0 }, settings());
    const { signature, ...rest } = payload;
    expect(rest).toEqual({
      siteId: '1',
      appID: '7',
      device: 'xy1',
      curVersions: '1.0.0',
      apiVersion: '3',
      t: '1700000000000',
      nonce: 'n0nce',
      parentColumnId: '0',
    });
    expect(signature).toBe(await signParams(rest, 'k3'));
  });

  it('signs two calls alike in the same millisecond differently, so the backend takes neither as a replay', async () => {
    const random = { ...settings(), nonce: undefined };
    const first = await signedPayload(main, { parentColumnId: 0 }, random);
    const second = await signedPayload(main, { parentColumnId: 0 }, random);
    expect(first.t).toBe(second.t);
    expect(first.nonce).toMatch(/^[0-9a-f]{16}$/);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.signature).not.toBe(second.signature);
  });

  it('is not signed below api version 3, nor for services that are not signed', async () => {
    expect(await signedPayload(main, {}, settings(2))).not.toHaveProperty('signature');
    expect(await signedPayload(sso, {}, settings())).not.toHaveProperty('signature');
    expect(await signedPayload(sso, {}, settings())).not.toHaveProperty('nonce');
  });

  it('keeps empty strings only for operations that send them', async () => {
    expect(await signedPayload(main, { intro: '' }, settings(2))).not.toHaveProperty('intro');
    expect((await signedPayload({ ...main, keepEmpty: true }, { intro: '' }, settings(2))).intro).toBe('');
  });

  it("gives a file's address with its query", async () => {
    const url = new URL(await fileAddress(sso, {}, settings()));
    expect(url.origin + url.pathname).toBe('https://api.example.cn/sso/verifyCode');
    expect(url.searchParams.get('device')).toBe('xy1');
    expect(url.searchParams.get('t')).toBe('1700000000000');
  });
});
