// One acceptable body per CMS route (ids of the demo site), which the suite mutates field by field. A route
// missing here is still fuzzed, from an empty body; add its example so mutations reach its handler.
const picture = '/demo/a.svg';
const time = 1_700_000_000_000;

const column = {
  name: '新栏目',
  parentId: 0,
  columnStyle: 0,
  sort: 1,
  icon: picture,
  description: '说明',
  padListType: 0,
  carousel: 0,
};
const article = {
  title: '标题',
  listTitle: '列表标题',
  columnID: 1,
  aStatus: 1,
  articleType: 0,
  picSmall: picture,
  pic_list: [picture],
  pic_list_title: ['图'],
  publishtime: time,
  source: '临江日报',
  content: '<p>正文</p>',
  abstract: '摘要',
  tags: ['标签'],
  linkUrl: 'https://example.com/',
  playbackUrls: ['https://example.com/a.m3u8'],
  editorNote: '备注',
};
const moduleBody = {
  columnId: 1,
  name: '模块',
  type: 1,
  sort: 1,
  articleIds: [1, 2],
  sourceColumnId: 0,
  size: 5,
};
const subject = {
  title: '专题',
  description: '说明',
  banner: picture,
  fileId: 1,
  groups: [{ name: '分组', fileIds: [1, 2] }],
};
const timeline = {
  title: '时间轴',
  description: '说明',
  banner: picture,
  events: [{ time, title: '事件', summary: '摘要', fileId: 1 }],
};
const sitePage = {
  kind: 'notice',
  title: '公告',
  summary: '摘要',
  content: '<p>正文</p>',
  image: picture,
  sort: 1,
  published: true,
  publishtime: time,
};
const ad = {
  title: '广告',
  imgUrl: picture,
  linkUrl: 'https://example.com/',
  position: 'top',
  width: 750,
  height: 200,
  columnId: 1,
  sort: 1,
  enabled: true,
};

const reporter = {
  name: '新记者',
  avatar: picture,
  title: '记者',
  intro: '简介',
  cardNo: 'XJZ-1',
  school: '学校',
  className: '一班',
  published: true,
};
const person = {
  name: '人物',
  portrait: picture,
  title: '职务',
  biography: '简介',
  regionId: 1,
  sort: 1,
  published: true,
  reports: [
    { fileId: 1, kind: 1 },
    { fileId: 2, kind: 2 },
  ],
};

const vote = {
  title: '投票',
  description: '说明',
  headImage: picture,
  themes: [{ title: '主题', content: '内容' }],
  infoRule: [{ key: 'phone', label: '手机号', kind: 'phone', required: true }],
  startTime: time,
  endTime: time + 86_400_000,
  perDay: 3,
  perOption: 1,
  total: 10,
  activityId: 1,
  published: true,
};

const activity = {
  title: '活动',
  poster: picture,
  summary: '摘要',
  place: '地点',
  rules: '规则',
  hasSignUp: true,
  startTime: time,
  endTime: time + 3_600_000,
  signUpStartTime: time - 86_400_000,
  signUpEndTime: time,
  capacity: 10,
  fields: [
    { key: 'name', label: '姓名', type: 'name', required: true },
    { key: 'size', label: '尺码', type: 'choice', required: false, options: ['S', 'M'] },
  ],
  voucherTitle: '券',
  shops: [{ name: '门店', address: '地址', staffCode: '2468' }],
};

export const INGEST_EXAMPLES: Record<string, Record<string, unknown>> = {
  'PATCH /ingest/config': {
    siteName: '临江日报',
    padColor: '#ff0000',
    theme: 'red',
    siteGrey: 0,
    padListType: 0,
    timeStyle: 1,
  },
  'POST /ingest/columns': column,
  'PUT /ingest/columns/:id': column,
  'POST /ingest/articles': article,
  'PUT /ingest/articles/:id': article,
  'POST /ingest/modules': moduleBody,
  'PATCH /ingest/modules/:id': moduleBody,
  'POST /ingest/subjects': subject,
  'PATCH /ingest/subjects/:id': subject,
  'POST /ingest/timelines': timeline,
  'PATCH /ingest/timelines/:id': timeline,
  'PUT /ingest/articles/:id/counts': { readCount: 10, praiseCount: 1, shareCount: 2, discussCount: 0 },
  'PUT /ingest/lives/:id': {
    status: 1,
    startTime: time,
    videos: [{ appLiveUrl: 'https://example.com/live.m3u8', poster: picture }],
  },
  'POST /ingest/lives/:id/reports': {
    content: '快讯',
    pictures: [{ url: picture, width: 10, height: 10 }],
    reporter: '记者',
    time,
  },
  'POST /ingest/papers': {
    name: '临江日报',
    date: '2024-01-15',
    layouts: [
      {
        pageNo: 1,
        name: '一版',
        image: picture,
        width: 100,
        height: 100,
        articles: [
          {
            fileId: 1,
            mapping: [
              [0, 0],
              [10, 0],
              [10, 10],
            ],
          },
        ],
      },
    ],
  },
  'POST /ingest/votes': vote,
  'PUT /ingest/votes/:id': vote,
  'POST /ingest/votes/:id/options': { title: '选项', description: '说明', picture },
  'POST /ingest/ads': ad,
  'PATCH /ingest/ads/:id': ad,
  'POST /ingest/site-pages': sitePage,
  'PATCH /ingest/site-pages/:id': sitePage,
  'PUT /ingest/xyCats/:id': { code: 'news', name: '新闻', parentID: 0, order: 1 },
  'PUT /ingest/xys/:id': {
    name: '订阅号',
    icon: picture,
    intro: '简介',
    catID: 1,
    xyStatus: 1,
    xyForbidden: 0,
  },
  'POST /ingest/comments': { fileId: 1, content: '本报将持续关注。', authorName: '临江日报' },
  'POST /ingest/comments/:id/reject': { reason: '与稿件无关' },
  'POST /ingest/comments/:id/remove': { reason: '广告' },
  'POST /ingest/comments/:id/approve': {},
  'PATCH /ingest/comments/:id': { topping: true, excellent: false },
  'PUT /ingest/comment-bans/:id': { reason: '辱骂他人' },
  'PUT /ingest/comment-settings': { bannedWords: ['代开发票'] },
  'POST /ingest/activities': activity,
  'PUT /ingest/activities/:id': { ...activity, shops: undefined },
  'POST /ingest/activities/:id/shops': { name: '门店', address: '地址', staffCode: '2468' },
  'POST /ingest/activities/:id/vouchers': { userId: 1, title: '奖品券', expiresAt: time },
  'POST /ingest/reporters': reporter,
  'PATCH /ingest/reporters/:id': { ...reporter, name: '记者甲' },
  'POST /ingest/regions': { name: '地区', sort: 1 },
  'PATCH /ingest/regions/:id': { name: '地区乙', sort: 2 },
  'POST /ingest/persons': person,
  'PATCH /ingest/persons/:id': person,
};
