import type { JsonObject } from '../core/jsonFields.js';
import { defaultSearchClassify, defaultSearchHotWords } from '../search/searchClassify.js';

/** The demo site: 临江日报's news app, a city paper invented for this project. */
export const demoSiteConfig: JsonObject = {
  siteId: 1,
  appID: 1,
  siteName: '临江日报 · 临江新闻',
  siteConfig: { globalCount: 1, discuss: { auditType: 0 } },
  padLogo: '/demo/logo.svg',
  padListType: 0,
  padColor: '#c8161d',
  topicColor: '#c8161d',
  theme: 'light',
  siteGrey: 0,
  homeFirstScreenGrey: 0,
  detailPageGrey: 0,
  lang: '',
  langSwitch: 1,
  timeStyle: 1,
  ieHint: 1,
  encryptKey4: '',
  sm2PublicKey: '',
  tokenEnable: false,
  afsCheck: { enable: false },
  _p_wap: { paperUrl: '/paperSharePage.html', showSearchList: 1 },
  _rd_WeChat: { wxAppid: '', authLogin: 1, openLaunchApp: 0 },
  socketServer: { url: '' },
  xyApi: { buildType: '', appId: 1, xyAuth: 0, curVersions: '1.0.0', websocketToken: '' },
  showBackTop: 1,
  _rd_downloadUrl: '',
  searchClassify: defaultSearchClassify,
  searchHotWords: defaultSearchHotWords,
};

export interface SeedColumn {
  key: ColumnKey;
  name: string;
  description: string;
  carousel?: number;
  children?: SeedColumn[];
}

export const demoColumns: SeedColumn[] = [
  {
    key: 'headlines',
    name: '要闻',
    description: '临江每日要闻',
    carousel: 5,
    children: [
      { key: 'politics', name: '时政', description: '市委市政府重要会议与决策' },
      { key: 'economy', name: '财经', description: '港口、产业与本地经济' },
    ],
  },
  {
    key: 'local',
    name: '本地',
    description: '发生在临江的大事小情',
    children: [
      { key: 'city', name: '城事', description: '街巷里的城市变化' },
      { key: 'districts', name: '区县', description: '江北、江南与南岭的新鲜事' },
      { key: 'traffic', name: '交通', description: '路桥、地铁与出行提示' },
    ],
  },
  {
    key: 'livelihood',
    name: '民生',
    description: '教育、医疗、文旅，关乎你我',
    children: [
      { key: 'education', name: '教育', description: '学校与课堂' },
      { key: 'health', name: '健康', description: '医院与公共卫生' },
      { key: 'culture', name: '文旅', description: '去哪儿玩，吃点什么' },
    ],
  },
  { key: 'video', name: '视频', description: '用镜头记录临江', carousel: 3 },
  { key: 'photos', name: '图片', description: '组图与摄影报道' },
  {
    key: 'topics',
    name: '专题',
    description: '重大主题报道',
    children: [
      { key: 'floods', name: '防汛备汛进行时', description: '汛期动态与安全提示' },
      { key: 'marathon', name: '奔跑吧，临江', description: '临江马拉松全程报道' },
    ],
  },
];

export type ColumnKey =
  | 'headlines'
  | 'politics'
  | 'economy'
  | 'local'
  | 'city'
  | 'districts'
  | 'traffic'
  | 'livelihood'
  | 'education'
  | 'health'
  | 'culture'
  | 'video'
  | 'photos'
  | 'topics'
  | 'floods'
  | 'marathon';

export type ColumnIds = Record<ColumnKey, number>;

export type DemoPicture =
  'skyline' | 'river-bridge' | 'market' | 'rain' | 'classroom' | 'stadium' | 'lanterns' | 'harvest';

export const demoPicture = (name: DemoPicture) => `/demo/${name}.svg`;

/** A short HLS clip shipped in public/demo/hls, so video and live articles play with no outside host. */
export const demoStream = '/demo/hls/riverside/index.m3u8';
