import { moduleMoreHref } from '@/lib/routing/moduleLinks';

describe('where "more" leads from a module', () => {
  it('opens the picture wall for picture modules and the list for the others', () => {
    expect(moduleMoreHref({ moduleId: 7, cmDisplayStyle: 3 })).toBe('/moreImage/7.html');
    expect(moduleMoreHref({ moduleId: 7, cmDisplayStyle: 4 })).toBe('/moreImage/7.html');
    expect(moduleMoreHref({ moduleId: 8, cmDisplayStyle: 1 })).toBe('/moreModules.html?moduleId=8');
    expect(moduleMoreHref({ moduleId: 8, cmDisplayStyle: 2 })).toBe('/moreModules.html?moduleId=8');
  });
});
