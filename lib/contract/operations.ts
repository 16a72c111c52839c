// The operations of spec section 7 that the site calls and this repository's backend serves, each with its
// service: an operation lives at `<service base>/<name>` (the site's bases: lib/config/env.mjs; the backend's:
// `/<service>`). The site's operation table (lib/api/operations.ts) adds how each is sent; the backend registers
// each one at operationPath(name). Part of the contract both sides import: plain data, no framework.

export type Service = 'main' | 'nis' | 'sso' | 'advertising' | 'vod' | 'upload' | 'stats';

export const SERVICE_OF = {
  // Site config and the session (backend/siteConfig, backend/sessions).
  getConfig: 'main',
  serverTime: 'main',
  authinfo: 'main',
  auth: 'main',
  anonymousToken: 'sso',
  refreshAccessToken: 'sso',
  // Columns, lists, articles, modules, topics and timelines (backend/reading).
  getColumns: 'main',
  getColumn: 'main',
  getChildColumns: 'main',
  getArticlesNew: 'main',
  getArticles: 'main',
  moduleView: 'main',
  getModuleArticles: 'main',
  getArticleContent: 'main',
  getArticleContentPreview: 'main',
  getOwnArticle: 'main',
  getArticleCounts: 'main',
  getRelArticles: 'main',
  articleHot: 'main',
  getHotArticles: 'main',
  getSubject: 'main',
  getSubSpecialArticles: 'main',
  tagScreenArticles: 'main',
  getTimeline: 'main',
  // Lives, search, the paper, site pages, WeChat (backend/live, search, paper, sitePages, wx).
  liveView: 'main',
  liveComing: 'main',
  liveCount: 'main',
  searchClassify: 'main',
  search: 'main',
  searchHot: 'main',
  searchSuggest: 'main',
  getLatestPaper: 'main',
  getPaperDates: 'main',
  getPaper: 'main',
  getPaperArticle: 'main',
  getPaperArticlePreview: 'main',
  getSitePage: 'main',
  noticeDetail: 'main',
  'wx/signature': 'main',
  // Statistics and advertising (backend/stats, backend/ads).
  event: 'main',
  sendRecord: 'stats',
  getAdvList: 'advertising',
  getAdv: 'advertising',
  advEvent: 'advertising',
  // Members: sign-in, their information, invitations and points (backend/members).
  verifyCode: 'sso',
  sendSmsCode: 'sso',
  smsLogin: 'sso',
  passwordLogin: 'sso',
  setPassword: 'sso',
  logout: 'sso',
  wxOauthState: 'sso',
  getWxUserinfoByCode: 'sso',
  oauthLogin: 'sso',
  thirdLogin: 'sso',
  'member/info': 'main',
  getUserInfo: 'main',
  memberDetail: 'main',
  'invite/code': 'main',
  'invite/use': 'main',
  'invite/record': 'main',
  'invite/siteConf': 'main',
  'score/add': 'main',
  'score/stats': 'main',
  'score/dayList': 'main',
  // Accounts (订阅号), subscriptions and favourites (backend/accounts, backend/favourites).
  getCats: 'main',
  getSubCats: 'main',
  getCatXys: 'main',
  statusXys: 'main',
  topicSub: 'main',
  topicSubCancel: 'main',
  mySubXys: 'main',
  fav: 'main',
  favStatus: 'main',
  myFavs: 'main',
  // Comments, replies and praise (backend/comments; praise is `fav` with PRAISE_APP_ID).
  discuss: 'main',
  discussView: 'main',
  discussViewFlat: 'main',
  discussHot: 'main',
  discussReply: 'main',
  discussCount: 'main',
  delMyDiscuss: 'main',
  expose: 'main',
  // Short videos of the video-on-demand service (backend/vod): a clip, its attachments, a category's clips, the
  // common and share config, clips by ids and the dynamic list (POST), the mobile-video event.
  vodArticle: 'vod',
  vodAttach: 'vod',
  vodCategoryList: 'vod',
  vodCommonConfig: 'vod',
  vodShareConfig: 'vod',
  vodArticleList: 'vod',
  vodDynamicArticleList: 'vod',
  vodEvent: 'vod',
  // Votes: the vote, its options in three sorts, search by name, one option, the results, the member-info rule's
  // answers and the encrypted vote itself (backend/votes).
  voteInfo: 'main',
  voteOptions: 'main',
  infoByOptName: 'main',
  optionInfo: 'main',
  voteResult: 'main',
  voteUserInfo: 'main',
  recordVoteCountAndLog: 'main',
  // Activities: the list, one activity and its entries, sign-up, the member's sign-ups and vouchers, a partner
  // shop's check and write-off (backend/activities).
  activityList: 'main',
  activityDetail: 'main',
  entryList: 'main',
  activityRegist: 'main',
  mySignUps: 'main',
  getActivityVoucher: 'main',
  activityVerify: 'main',
  'write-off': 'main',
  // Reporters, persons (人物, 报道集), leaders by region and recommendations (猜你喜欢) (backend/people).
  authorInfo: 'main',
  reporterArticles: 'main',
  figureDetail: 'main',
  personageReports: 'main',
  leaderView: 'main',
  leader: 'main',
  regionleaderView: 'main',
  recommendList: 'main',
  bigData: 'main',
  // Comment pictures (backend/uploads).
  uploadImage: 'upload',
} as const satisfies Record<string, Service>;

export type OperationName = keyof typeof SERVICE_OF;

/** Where the backend answers an operation: `/<service>/<name>`. */
export const operationPath = (name: OperationName): string => `/${SERVICE_OF[name]}/${name}`;
