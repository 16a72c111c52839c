import { readSession, sealSession, sessionOptions, sessionPassword } from '@/lib/auth/readerSession';

const PASSWORD = 'a-test-password-that-is-long-enough-123';

describe('reader session (iron-session)', () => {
  it('round-trips a sealed session and treats anything else as signed out', async () => {
    const sealed = await sealSession({ signedIn: true, userId: '42' }, PASSWORD);
    expect(await readSession(sealed, PASSWORD)).toEqual({ signedIn: true, userId: '42' });
    expect(await readSession(sealed, 'another-password-that-is-long-enough-x')).toEqual({});
    expect(await readSession(sealed.slice(0, -4) + 'AAAA', PASSWORD)).toEqual({});
    expect(await readSession(undefined, PASSWORD)).toEqual({});
  });

  it('keeps the cookie away from scripts and secure in production', () => {
    const options = sessionOptions({ NODE_ENV: 'production', SESSION_SECRET: PASSWORD });
    expect(options.cookieOptions).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax' });
    expect(options.password).toBe(PASSWORD);
    expect(sessionOptions({ NODE_ENV: 'development', SESSION_SECRET: PASSWORD }).cookieOptions?.secure).toBe(
      false,
    );
  });

  it('has no development password anyone could know: a missing or short secret is refused anywhere', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => sessionPassword({ NODE_ENV, SESSION_SECRET: 'short' })).toThrow(/32/);
      expect(() => sessionPassword({ NODE_ENV })).toThrow('SESSION_SECRET must be set');
    }
    expect(sessionPassword({ SESSION_SECRET: PASSWORD })).toBe(PASSWORD);
  });
});
