import { existsSync, readFileSync } from 'node:fs';

/**
 * Every screen the site draws, by its route in lib/routing/routes.json, opened on the seeded demo (each backend
 * domain's seed: the database is fresh every run, so the ids are the seed's): the route's first example is what a reader meets most.
 */
export const SCREENS: Record<string, string[]> = {
  home: ['/home.html'],
  // A member asking for the login page is sent on (home): theirs are the steps editing their details.
  login: ['/login.html', '/login.html?step=profile', '/login.html?step=password'],
  search: ['/search.html', '/search.html?keyword=临江'],
  // The call for submissions (backend/submissions/seed) lists its works under the article.
  newsDetail: ['/newsDetail/2/11.html', '/newsDetail/11/63.html'],
  imageDetail: ['/imageDetail/13/13.html'],
  videoDetail: ['/videoDetail/12/10.html'],
  // 临江马拉松 (the replay) and the 年货节 (to come).
  liveDetail: ['/liveDetail/6.html', '/liveDetail/49.html'],
  // The lives on now and the replays (the demo announces none: the announced list has component tests).
  moreLive: ['/moreLive.html'],
  // The demo's short videos (backend/vod/seed): the newest clip full screen, and its share page.
  minVideoDetail: ['/minVideoDetail/1.html'],
  mvodShare: ['/mvodShare/1.html'],
  // The demo's activities (backend/activities/seed): 1 open with a form of every field type and a voucher, 2 full,
  // 5 an exhibition without sign-up; without an id, the activity list.
  activityDetail: [
    '/activityDetail/1.html',
    '/activityDetail/2.html',
    '/activityDetail/5.html',
    '/activityDetail.html',
  ],
  activityApply: ['/activityApply/0/1.html'],
  signupdetail: ['/signupdetail.html'],
  // A code no voucher has: the screen says so (the e2e of activities redeems a real one).
  writeOff: ['/writeOff/1/ABCDEFGHJK.html'],
  moreModules: ['/moreModules.html?moduleId=1'],
  moreImage: ['/moreImage/2.html'],
  // 市十六届人大三次会议开幕's conversation (backend/comments/seed): the newsroom's topped comment, a thread.
  commentAll: ['/commentAll/44/0.html', '/commentAll/44/0.html?order=hot', '/commentAll/1/1.html'],
  replyAll: ['/replyAll/5.html'],
  specDetail: ['/specDetail/17.html'],
  specMore: ['/specMore/1.html?subjectId=1'],
  invite: ['/invite.html'],
  shareinvite: ['/shareinvite.html'],
  aboutUs: ['/aboutUs.html'],
  downloadClient: ['/downloadClient.html'],
  integralShop: ['/integralShop.html'],
  previewPDF: ['/previewPDF.html'],
  linkDetail: ['/linkDetail/1.html'],
  columnDetail: ['/columnDetail/2.html'],
  productDetail: ['/productDetail.html'],
  noticeDetail: ['/noticeDetail.html?id=5'],
  tagList: ['/tagList/5.html'],
  subscriptionList: ['/subscriptionList.html'],
  userDetail: ['/userDetail/1.html'],
  invitedToDownload: ['/invitedToDownload/1/ABCDEFG.html'],
  columnShare: ['/columnShare/1.html'],
  getUserInfo: ['/getUserInfo.html'],
  mySubscriptions: ['/mySubscriptions.html'],
  myFavorites: ['/myFavorites.html'],
  // The demo's tip-offs (backend/tipoffs/seed): another reader's approved one with a picture, which anyone opens;
  // the member's own list and form.
  tipoffDetail: ['/tipoffDetail/4.html'],
  myTipoffs: ['/myTipoffs.html'],
  paperSharePage: ['/paperSharePage.html'],
  hotPointTimeAxis: ['/timeline/1.html'],
  // The account pages' demo (backend/accounts/seed/xyPages.json): 临江日报's three tabs, the forbidden 临江旧货集市
  // (empty), the ranking by both periods, its rules, and 临江日报's dynamic with two pictures.
  xyDetail: [
    '/xyDetail/1.html',
    '/xyDetail/1.html?tab=dynamics',
    '/xyDetail/1.html?tab=questions',
    '/xyDetail/8.html',
  ],
  xyListShare: ['/xyListShare.html', '/xyListShare.html?period=month'],
  xyRules: ['/xyRules.html'],
  dynamicDetail: ['/dynamicDetail/1.html'],
  // The demo's circles (backend/community/seed): 临江跑团 newest and hot, its first post (two pictures); without
  // an id, the circle list.
  circleDetail: ['/circleDetail/1.html', '/circleDetail/1.html?listType=2', '/circleDetail.html'],
  postDetail: ['/postDetail/4.html'],
  // The demo's 问吧 (backend/questions/seed): the old-housing topic newest and hot, its first question (a picture,
  // an answer with two pictures: ids after the account pages' four); without an id, the topics. 问政: the answered inquiry (pictures, a video, an
  // audio, satisfaction) in both layouts, the one waiting for its reply; without an id, the inquiries and the form.
  topicDetail: ['/topicDetail/1.html', '/topicDetail/1.html?tab=hot', '/topicDetail.html'],
  askDetail: ['/askDetail/5.html'],
  qaDetail: ['/qaDetail/1.html', '/qaDetail/2.html', '/qaDetail.html'],
  newQaDetail: ['/newQaDetail/1.html'],
  // The friends circle's demo posts: pictures, and a video.
  friendsCircleDetail: ['/friendsCircleDetail/2.html', '/friendsCircleDetail/1.html'],
  // The demo's call for submissions (backend/submissions/seed): its first work (two pictures), all its works; the
  // demo member's submissions and their refused one (signed out, the sign-in prompt).
  seekArticleDetail: ['/seekArticleDetail/63/1.html', '/seekArticleDetail/63.html'],
  inputArticleDetail: ['/inputArticleDetail.html', '/inputArticleDetail/3.html'],
  // The demo course 汛期安全微课堂 (backend/study/seed): its first lesson (an article), the video and the audio.
  onlineStudy: ['/onlineStudy/1.html', '/onlineStudy/1.html?lesson=3', '/onlineStudy/1.html?lesson=4'],
  // The demo's votes (backend/votes/seed): the photo contest by rank and its results, the teacher vote with its
  // member-info form; signed out, each is the login page it is sent to.
  activityVote: [
    '/activityVote/0/1.html',
    '/activityVote/0/2.html?sort=2',
    '/activityVote/0/1.html?view=result',
  ],
  activityVoteWeb: ['/activityVoteWeb/0/1.html'],
  voteItemDetail: ['/voteItemDetail/0/1/1.html'],
  // The demo's reporters, persons and leaders (backend/people/seed): 陈思远 in both tabs, 林一诺 the young
  // reporter; 张桂兰 and her reports, a page past their end; the leaders of the first region and of 江北区.
  reporter: ['/reporter/1.html', '/reporter/1.html?tab=hot', '/reporter/3.html'],
  figureDetail: ['/figureDetail/1.html', '/figureDetail/3.html'],
  personageReports: ['/personageReports/1.html', '/personageReports/1.html?page=5'],
  LeaderViewList: ['/LeaderViewList.html', '/LeaderViewList.html?regionId=2'],
};

/** What a signed-in member cannot open: they are sent on to another screen. */
export const SIGNED_OUT_ONLY = ['/login.html'];

/** Pages that are no route's: an unknown id. */
export const NOT_FOUND = '/newsDetail/2/999999.html';

const routes = () =>
  JSON.parse(readFileSync('lib/routing/routes.json', 'utf8')) as {
    name: string;
    folder: string;
    requiresAuth?: boolean;
  }[];

/** The routes with a page in app/ (the others go home): each must be in SCREENS. */
export const routesWithPages = () =>
  routes()
    .filter((route) => existsSync(`app${route.folder}/page.tsx`))
    .map((route) => route.name);

/** The screens of routes that require a member (a reader signed out is sent to login instead). */
export const membersOnly = () =>
  routes()
    .filter((route) => route.requiresAuth)
    .flatMap((route) => SCREENS[route.name] ?? []);

export const LOCALES = ['cn', 'en', 'de', 'fr', 'bo'] as const;
/** Each locale's `<html lang>` (lib/i18n/locales.ts). */
export const LOCALE_TAGS = { cn: 'zh-CN', en: 'en', de: 'de', fr: 'fr', bo: 'bo-CN' };

/** The themes of lib/guard/theme.ts, as a query asks for them; the site's configured one (light) by default. */
export const THEMES = { normal: '', dark: 'theme=dark', grey: 'theme=grey', darkGrey: 'dark=1&grey=1' };
export type Theme = keyof typeof THEMES;

export const withTheme = (path: string, theme: Theme) =>
  THEMES[theme] ? `${path}${path.includes('?') ? '&' : '?'}${THEMES[theme]}` : path;
