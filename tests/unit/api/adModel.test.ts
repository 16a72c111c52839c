import {
  adSlotContent,
  adsAt,
  LIST_AD_EVERY,
  listAdPlaces,
  reachableAds,
  toAd,
  toAds,
  type Ad,
} from '@/lib/api/adModel';

const raw = {
  advId: 3,
  title: ' 订阅季 ',
  imgUrl: '/demo/ads/subscription.svg',
  linkUrl: '/aboutUs.html',
  position: 'list',
  width: 690,
  height: 240,
};

describe('ad mapper', () => {
  it('keeps what the reader needs, with a site link', () => {
    expect(toAd(raw)).toEqual({
      advId: 3,
      title: '订阅季',
      imgUrl: '/demo/ads/subscription.svg',
      href: '/aboutUs.html',
      external: false,
      position: 'list',
      width: 690,
      height: 240,
    });
  });

  it('marks advertisers’ own sites as external and drops unsafe or relative links', () => {
    expect(toAd({ ...raw, linkUrl: 'https://shop.example.cn/a?b=1' })).toMatchObject({
      href: 'https://shop.example.cn/a?b=1',
      external: true,
    });
    expect(toAd({ ...raw, linkUrl: 'javascript:alert(1)' })).toMatchObject({ href: '', external: false });
    expect(toAd({ ...raw, linkUrl: 'aboutUs.html' })).toMatchObject({ href: '' });
    expect(toAd({ ...raw, linkUrl: '' })).toMatchObject({ href: '' });
  });

  it.each([
    ['no id', { ...raw, advId: 0 }],
    ['an unsafe picture', { ...raw, imgUrl: 'javascript:x' }],
    ['no picture', { ...raw, imgUrl: '' }],
    ['an unknown position', { ...raw, position: 'popup' }],
    ['no width', { ...raw, width: 0 }],
    ['a height that is not a number', { ...raw, height: 'tall' }],
    ['not an object', 'ad'],
  ])('refuses an ad with %s, since it could not be shown safely or without a shift', (_, input) => {
    expect(toAd(input)).toBeNull();
  });

  it('reads a getAdvList answer in its order and skips broken entries', () => {
    const ads = toAds({ list: [raw, { advId: -1 }, { ...raw, advId: 4, position: 'top' }] });
    expect(ads.map((ad) => ad.advId)).toEqual([3, 4]);
    expect(toAds(null)).toEqual([]);
    expect(adsAt(ads, 'top').map((ad) => ad.advId)).toEqual([4]);
    expect(adsAt(ads, 'detail')).toEqual([]);
  });
});

describe('ad slot content', () => {
  it('is the first ad of its position, or none', () => {
    const ads = [
      toAd({ ...raw, advId: 1, position: 'top' }) as Ad,
      toAd({ ...raw, advId: 2, position: 'detail' }) as Ad,
    ];
    expect(adSlotContent({ failed: false, ads }, 'detail').ad?.advId).toBe(2);
    expect(adSlotContent({ failed: false, ads }, 'list')).toEqual({ failed: false, ad: null });
  });

  it('says when the ad call failed', () => {
    expect(adSlotContent({ failed: true, ads: [] }, 'top')).toEqual({ failed: true, ad: null });
  });
});

describe('ads a reader can follow', () => {
  const ads = [
    toAd({ ...raw, advId: 1, linkUrl: '/downloadClient.html' }) as Ad,
    toAd({ ...raw, advId: 2, linkUrl: '/downloadClient.html?from=ad' }) as Ad,
    toAd({ ...raw, advId: 3 }) as Ad,
    toAd({ ...raw, advId: 4, linkUrl: '/downloadClientele.html' }) as Ad,
  ];

  it('leaves out the ads to the download page when the site has no download address', () => {
    expect(reachableAds({ failed: false, ads }, false).ads.map((ad) => ad.advId)).toEqual([3, 4]);
  });

  it('keeps every ad when there is an address, and a failure as it was', () => {
    expect(reachableAds({ failed: false, ads }, true).ads).toHaveLength(4);
    expect(reachableAds({ failed: true, ads: [] }, false)).toEqual({ failed: true, ads: [] });
  });
});

describe('list ad places', () => {
  const listAd = (advId: number) => toAd({ ...raw, advId }) as Ad;
  const topAd = toAd({ ...raw, advId: 9, position: 'top' }) as Ad;

  it('puts one list ad after every five articles of the first page', () => {
    expect(LIST_AD_EVERY).toBe(5);
    const places = listAdPlaces([listAd(1), topAd, listAd(2)], 20);
    expect([...places].map(([index, ad]) => [index, ad.advId])).toEqual([
      [4, 1],
      [9, 2],
    ]);
  });

  it('never ends the list with an ad and leaves out ads the page has no room for', () => {
    expect([...listAdPlaces([listAd(1), listAd(2)], 10).keys()]).toEqual([4]);
    expect(listAdPlaces([listAd(1)], 5).size).toBe(0);
    expect(listAdPlaces([topAd], 20).size).toBe(0);
  });
});
