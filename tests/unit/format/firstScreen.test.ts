import { bodyFitsFirstScreen } from '@/lib/format/firstScreen';

describe('bodyFitsFirstScreen', () => {
  it('is true for a short text-only body', () => {
    expect(bodyFitsFirstScreen(120, '<p>短讯</p>')).toBe(true);
  });
  it('is false for a long body', () => {
    expect(bodyFitsFirstScreen(1200, '<p>长文</p>')).toBe(false);
  });
  it('counts pictures and embeds as screen height', () => {
    expect(bodyFitsFirstScreen(120, '<p>短讯</p><img src="a.jpg"><IMG src="b.jpg">')).toBe(false);
    expect(bodyFitsFirstScreen(0, '<video src="v.m3u8"></video>')).toBe(true);
    expect(bodyFitsFirstScreen(0, '<iframe src="x"></iframe><img src="a.jpg">')).toBe(false);
  });
});
