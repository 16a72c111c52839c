import { toArticle } from '@/lib/api/articleModel';
import { toFigure, toLeader, toPersonReports, toRegions, toReporter } from '@/lib/api/peopleModel';

describe('people model', () => {
  it('reads a reporter, with the young-reporter card only when there is a card number', () => {
    expect(
      toReporter({
        id: 3,
        name: '林一诺',
        avatar: 'javascript:alert(1)',
        youngReporter: { cardNo: 'LJXJZ-1', school: '实验小学', className: '四年级（2）班' },
        articleCount: '2',
      }),
    ).toEqual({
      id: 3,
      name: '林一诺',
      avatar: '',
      title: '',
      intro: '',
      youngReporter: { cardNo: 'LJXJZ-1', school: '实验小学', className: '四年级（2）班' },
      articleCount: 2,
    });
    expect(toReporter({ id: 1, name: '陈思远', youngReporter: { cardNo: '' } })?.youngReporter).toBeNull();
    expect(toReporter({ id: 0, name: '无' })).toBeNull();
  });

  it('reads persons, their reports and leaders, dropping what is not an article or a region', () => {
    const report = { fileId: 5, title: '报道', columnID: 2, articleType: 0 };
    const figure = toFigure({ id: 2, name: '张桂兰', reports: [report, { fileId: 0 }], reportCount: 3 });
    expect(figure?.reports.map((item) => item.href)).toEqual(['/newsDetail/2/5.html']);
    expect(figure?.reportCount).toBe(3);
    expect(
      toPersonReports({ person: { id: 2, name: '张桂兰' }, list: [report], hasMore: false }),
    ).toMatchObject({
      person: { id: 2, name: '张桂兰' },
      hasMore: false,
    });
    expect(toPersonReports({ list: [report] })).toBeNull();
    expect(
      toLeader({ id: 4, name: '方慧', regionName: '江北区', activities: [report] })?.activities,
    ).toHaveLength(1);
    expect(
      toRegions({
        regions: [
          { regionId: 1, name: '临江市', leaderCount: 2 },
          { regionId: 0, name: 'x' },
        ],
      }),
    ).toEqual([{ regionId: 1, name: '临江市', leaderCount: 2 }]);
  });

  it('reads the reporters an article credits and the persons it reports on', () => {
    const article = toArticle({
      fileId: 9,
      title: '稿件',
      columnID: 2,
      articleType: 0,
      reporter: '陈思远 李岚',
      creditReporters: [
        { role: 'reporter', reporterId: 1, name: '陈思远' },
        { role: 'reporter', reporterId: 0, name: '无' },
      ],
      persons: [{ id: 2, name: '张桂兰' }, { id: 'x' }],
    });
    expect(article?.creditReporters).toEqual([{ role: 'reporter', reporterId: 1, name: '陈思远' }]);
    expect(article?.persons).toEqual([{ id: 2, name: '张桂兰' }]);
  });
});
