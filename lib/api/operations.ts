// The one table of operations (design.md): where each lives and how it is sent. Point the site at another
// backend by editing this table and the base addresses (lib/config/env.mjs).
import type { Service } from '@/lib/config/env.mjs';
import { BEACON_OPERATIONS } from '@/lib/api/beaconOperations';
import type { Operation } from '@/lib/api/operationSpec';

const get = (service: Service, path: string, extra: Partial<Operation> = {}): Operation => ({
  service,
  path,
  method: 'GET',
  encoding: 'query',
  ...extra,
});
const postForm = (service: Service, path: string, extra: Partial<Operation> = {}): Operation => ({
  service,
  path,
  method: 'POST',
  encoding: 'form',
  ...extra,
});

export const OPERATIONS = {
  ...BEACON_OPERATIONS,
  getConfig: get('main', 'getConfig'),
  getColumns: get('main', 'getColumns'),
  getColumn: get('main', 'getColumn'),
  getArticlesNew: get('main', 'getArticlesNew', { cancelPrevious: true }),
  // The server renders many readers' pages at once, so it pages with getArticles, which cancels nothing.
  getArticles: get('main', 'getArticles'),
  getChildColumns: get('main', 'getChildColumns'),
  moduleView: get('main', 'moduleView'),
  getModuleArticles: get('main', 'getModuleArticles'),
  getArticleContent: get('main', 'getArticleContent'),
  getArticleContentPreview: get('main', 'getArticleContentPreview'),
  getOwnArticle: get('main', 'getOwnArticle'),
  getArticleCounts: get('main', 'getArticleCounts'),
  getRelArticles: get('main', 'getRelArticles'),
  articleHot: get('main', 'articleHot'),
  getHotArticles: get('main', 'getHotArticles'),
  getSubject: get('main', 'getSubject'),
  getSubSpecialArticles: get('main', 'getSubSpecialArticles'),
  tagScreenArticles: get('main', 'tagScreenArticles'),
  getTimeline: get('main', 'getTimeline'),
  liveView: get('main', 'liveView'),
  searchClassify: get('main', 'searchClassify'),
  search: get('main', 'search'),
  searchHot: get('main', 'searchHot'),
  searchSuggest: get('main', 'searchSuggest'),
  'wx/signature': get('main', 'wx/signature'),
  getLatestPaper: get('main', 'getLatestPaper'),
  getPaperDates: get('main', 'getPaperDates'),
  getPaper: get('main', 'getPaper'),
  getPaperArticle: get('main', 'getPaperArticle'),
  getPaperArticlePreview: get('main', 'getPaperArticlePreview'),
  getSitePage: get('main', 'getSitePage'),
  noticeDetail: get('main', 'noticeDetail'),
  sendRecord: get('stats', 'sendRecord'),
  getAdvList: get('advertising', 'getAdvList'),
  getAdv: get('advertising', 'getAdv'),
  serverTime: get('main', 'serverTime'),
  authinfo: get('main', 'authinfo', { session: true }),
  auth: postForm('main', 'auth', { session: true }),
  anonymousToken: get('sso', 'anonymousToken', { session: true }),
  refreshAccessToken: get('sso', 'refreshAccessToken', { session: true }),
  // Members (backend/README.md "Members"). verifyCode answers a PNG: the site uses its address as an image.
  verifyCode: get('sso', 'verifyCode'),
  sendSmsCode: postForm('sso', 'sendSmsCode'),
  smsLogin: postForm('sso', 'smsLogin'),
  passwordLogin: postForm('sso', 'passwordLogin'),
  setPassword: postForm('sso', 'setPassword'),
  logout: postForm('sso', 'logout'),
  'member/info': postForm('main', 'member/info', { keepEmpty: true }),
  getUserInfo: get('main', 'getUserInfo'),
  memberDetail: get('main', 'memberDetail'),
  wxOauthState: get('sso', 'wxOauthState'),
  getWxUserinfoByCode: get('sso', 'getWxUserinfoByCode'),
  // Logins: a stale token in their header is not renewed (the site's server sends them again without it).
  oauthLogin: postForm('sso', 'oauthLogin', { session: true }),
  // Sent from the site's server: its program-sign key must never reach the browser.
  thirdLogin: postForm('sso', 'thirdLogin', { session: true }),
  'invite/code': get('main', 'invite/code'),
  'invite/use': postForm('main', 'invite/use'),
  'invite/record': get('main', 'invite/record'),
  'invite/siteConf': get('main', 'invite/siteConf'),
  'score/add': postForm('main', 'score/add'),
  'score/stats': get('main', 'score/stats'),
  'score/dayList': get('main', 'score/dayList'),
  // Accounts (订阅号), subscriptions and favourites (backend/README.md "Accounts (订阅号) and subscriptions",
  // "Favourites (收藏)").
  getCats: get('main', 'getCats'),
  getSubCats: get('main', 'getSubCats'),
  getCatXys: get('main', 'getCatXys'),
  topicSub: postForm('main', 'topicSub'),
  topicSubCancel: postForm('main', 'topicSubCancel'),
  mySubXys: get('main', 'mySubXys'),
  fav: postForm('main', 'fav'),
  favStatus: get('main', 'favStatus'),
  myFavs: get('main', 'myFavs'),
} satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;
