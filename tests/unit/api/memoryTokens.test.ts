import { TOKEN_LIFETIME_MS } from '@/lib/api/apiSession';
import { memoryTokens, overlayTokens } from '@/lib/api/memoryTokens';

describe('tokens in memory', () => {
  it('keeps a token for its lifetime, two hours by default, and then reads as none', () => {
    let now = 1_000;
    const tokens = memoryTokens(() => now);
    tokens.write('security', 's1');
    tokens.write('authToken', 'a1', 50);
    now += 49;
    expect(tokens.read('authToken')).toBe('a1');
    now += 1;
    expect(tokens.read('authToken')).toBeNull();
    now = 1_000 + TOKEN_LIFETIME_MS - 1;
    expect(tokens.read('security')).toBe('s1');
    now += 1;
    expect(tokens.read('security')).toBeNull();
  });

  it('clears the named tokens only', () => {
    const tokens = memoryTokens();
    tokens.write('security', 's1');
    tokens.write('refresh', 'r1');
    tokens.clear(['security']);
    expect(tokens.read('security')).toBeNull();
    expect(tokens.read('refresh')).toBe('r1');
  });
});

describe('one reader over a shared process', () => {
  it("keeps the reader's tokens apart and shares the others", () => {
    const shared = memoryTokens();
    shared.write('authToken', 'process-auth');
    shared.write('security', 'never-the-readers');
    const reader = overlayTokens(shared, memoryTokens(), ['security', 'refresh']);
    expect(reader.read('security')).toBeNull();
    expect(reader.read('authToken')).toBe('process-auth');
    reader.write('security', 'member-1');
    reader.write('authSecret', 'secret-1');
    expect(shared.read('security')).toBe('never-the-readers');
    expect(shared.read('authSecret')).toBe('secret-1');
    reader.clear(['security', 'authToken']);
    expect(reader.read('security')).toBeNull();
    expect(shared.read('security')).toBe('never-the-readers');
    expect(shared.read('authToken')).toBeNull();
  });
});
