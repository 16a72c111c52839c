// The one table of operations (design.md): how each is sent. Where each lives (its service, its path is its
// name) is the contract's (lib/contract/operations.ts), which the backend reads too. Point the site at another
// backend by editing the base addresses (lib/config/env.mjs) and, where its operations differ, these tables.
import { BEACON_OPERATIONS } from '@/lib/api/beaconOperations';
import { SERVICE_OF, type OperationName as ContractOperation } from '@/lib/contract/operations';
import type { Operation } from '@/lib/api/operationSpec';

const get = (name: ContractOperation, extra: Partial<Operation> = {}): Operation => ({
  service: SERVICE_OF[name],
  path: name,
  method: 'GET',
  encoding: 'query',
  ...extra,
});
const postForm = (name: ContractOperation, extra: Partial<Operation> = {}): Operation => ({
  service: SERVICE_OF[name],
  path: name,
  method: 'POST',
  encoding: 'form',
  ...extra,
});

const post = (name: ContractOperation): Operation => ({ ...postForm(name), encoding: 'json' });

export const OPERATIONS = {
  ...BEACON_OPERATIONS,
  getConfig: get('getConfig'),
  getColumns: get('getColumns'),
  getColumn: get('getColumn'),
  getArticlesNew: get('getArticlesNew', { cancelPrevious: true }),
  // The server renders many readers' pages at once, so it pages with getArticles, which cancels nothing.
  getArticles: get('getArticles'),
  getChildColumns: get('getChildColumns'),
  moduleView: get('moduleView'),
  getModuleArticles: get('getModuleArticles'),
  getArticleContent: get('getArticleContent'),
  getArticleContentPreview: get('getArticleContentPreview'),
  getOwnArticle: get('getOwnArticle'),
  getArticleCounts: get('getArticleCounts'),
  getRelArticles: get('getRelArticles'),
  articleHot: get('articleHot'),
  getHotArticles: get('getHotArticles'),
  getSubject: get('getSubject'),
  getSubSpecialArticles: get('getSubSpecialArticles'),
  tagScreenArticles: get('tagScreenArticles'),
  getTimeline: get('getTimeline'),
  liveComing: get('liveComing'),
  liveView: get('liveView'),
  searchClassify: get('searchClassify'),
  search: get('search'),
  searchHot: get('searchHot'),
  searchSuggest: get('searchSuggest'),
  'wx/signature': get('wx/signature'),
  getLatestPaper: get('getLatestPaper'),
  getPaperDates: get('getPaperDates'),
  getPaper: get('getPaper'),
  getPaperArticle: get('getPaperArticle'),
  getPaperArticlePreview: get('getPaperArticlePreview'),
  getSitePage: get('getSitePage'),
  noticeDetail: get('noticeDetail'),
  sendRecord: get('sendRecord'),
  getAdvList: get('getAdvList'),
  getAdv: get('getAdv'),
  serverTime: get('serverTime'),
  authinfo: get('authinfo', { session: true }),
  auth: postForm('auth', { session: true }),
  anonymousToken: get('anonymousToken', { session: true }),
  refreshAccessToken: get('refreshAccessToken', { session: true }),
  // Members (backend/README.md "Members"). verifyCode answers a PNG: the site uses its address as an image.
  verifyCode: get('verifyCode'),
  sendSmsCode: postForm('sendSmsCode'),
  smsLogin: postForm('smsLogin'),
  passwordLogin: postForm('passwordLogin'),
  setPassword: postForm('setPassword'),
  logout: postForm('logout'),
  'member/info': postForm('member/info', { keepEmpty: true }),
  getUserInfo: get('getUserInfo'),
  memberDetail: get('memberDetail'),
  wxOauthState: get('wxOauthState'),
  getWxUserinfoByCode: get('getWxUserinfoByCode'),
  // Logins: a stale token in their header is not renewed (the site's server sends them again without it).
  oauthLogin: postForm('oauthLogin', { session: true }),
  // Sent from the site's server: its program-sign key must never reach the browser.
  thirdLogin: postForm('thirdLogin', { session: true }),
  'invite/code': get('invite/code'),
  'invite/use': postForm('invite/use'),
  'invite/record': get('invite/record'),
  'invite/siteConf': get('invite/siteConf'),
  'score/add': postForm('score/add'),
  'score/stats': get('score/stats'),
  'score/dayList': get('score/dayList'),
  // Accounts (订阅号), subscriptions and favourites (backend/README.md "Accounts (订阅号) and subscriptions",
  // "Favourites (收藏)").
  getCats: get('getCats'),
  getSubCats: get('getSubCats'),
  getCatXys: get('getCatXys'),
  topicSub: postForm('topicSub'),
  topicSubCancel: postForm('topicSubCancel'),
  mySubXys: get('mySubXys'),
  fav: postForm('fav'),
  favStatus: get('favStatus'),
  myFavs: get('myFavs'),
  // Comments, replies and praise (backend/README.md "Comments"; praise is fav with PRAISE_APP_ID).
  discuss: postForm('discuss'),
  discussView: get('discussView'),
  discussViewFlat: get('discussViewFlat'),
  discussHot: get('discussHot'),
  discussReply: get('discussReply'),
  discussCount: get('discussCount'),
  delMyDiscuss: postForm('delMyDiscuss'),
  expose: postForm('expose'),
  // A comment's picture: multipart, with the 50 s timeout a 5 MB upload on a slow phone needs.
  uploadImage: postForm('uploadImage', { encoding: 'multipart', long: true }),
  // Short videos (video-on-demand service); the mobile-video event is a beacon's.
  vodArticle: get('vodArticle'),
  vodAttach: get('vodAttach'),
  vodCategoryList: get('vodCategoryList'),
  vodCommonConfig: get('vodCommonConfig'),
  vodShareConfig: get('vodShareConfig'),
  vodArticleList: post('vodArticleList'),
  vodDynamicArticleList: post('vodDynamicArticleList'),
  // Votes (backend/README.md "Votes"); recordVoteCountAndLog's one field is the encrypted payload.
  voteInfo: get('voteInfo'),
  voteOptions: get('voteOptions'),
  infoByOptName: get('infoByOptName'),
  optionInfo: get('optionInfo'),
  voteResult: postForm('voteResult'),
  voteUserInfo: postForm('voteUserInfo'),
  recordVoteCountAndLog: postForm('recordVoteCountAndLog'),
  // Activities (backend/README.md "Activities").
  activityList: get('activityList'),
  activityDetail: get('activityDetail'),
  entryList: get('entryList'),
  activityRegist: postForm('activityRegist'),
  mySignUps: get('mySignUps'),
  getActivityVoucher: postForm('getActivityVoucher'),
  activityVerify: postForm('activityVerify'),
  'write-off': postForm('write-off'),
} satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;
