import type { Credits } from './schema.js';
import type { SeedArticle } from './seedNews.js';
import type { ColumnKey, DemoPicture } from './seedSite.js';

const reporters = ['陈思远', '李岚', '何晓东', '罗佳', '马骁', '唐悦', '吴凡', '苏晴'];
const desk: Credits = { editor: '王婧', liability: '刘海' };

interface Brief {
  column: ColumnKey;
  title: string;
  /** One paragraph is the whole story and its abstract. */
  text: string;
  hoursAgo: number;
  picture?: DemoPicture;
  tags?: string[];
  carousel?: boolean;
}

/**
 * Short news of the 要闻 tree (要闻, 时政, 财经), so home has more than one page of 20. Each is a real, if
 * brief, item; the reporter rotates through the desk and every third one runs online first.
 */
const briefs: Brief[] = [
  {
    column: 'headlines',
    title: '今夜起临江大部地区有强降雨 市民请关注预警信息',
    text: '气象部门提醒，强降雨时段集中在今夜到明天上午，请尽量减少夜间外出，车辆不要停放在低洼处。',
    hoursAgo: 0.8,
    picture: 'rain',
    tags: ['防汛'],
    carousel: true,
  },
  {
    column: 'politics',
    title: '市政府常务会议研究部署夏季安全生产工作',
    text: '会议强调，要紧盯防汛、燃气、建筑施工等重点领域，压实各方责任，坚决防范重特大事故发生。',
    hoursAgo: 6,
    tags: ['防汛'],
  },
  {
    column: 'economy',
    title: '临江高新区新引进项目27个 总投资逾180亿元',
    text: '新引进项目集中在新能源电池、智能装备和生物医药三个领域，其中超过10亿元的项目有6个。',
    hoursAgo: 7,
    picture: 'skyline',
  },
  {
    column: 'headlines',
    title: '临江入选全国城市更新试点城市',
    text: '试点期间，临江将重点推进老旧街区改造、地下管网更新和城市生命线安全工程建设。',
    hoursAgo: 11,
    picture: 'market',
    tags: ['老城更新'],
    carousel: true,
  },
  {
    column: 'politics',
    title: '临江出台优化营商环境二十条措施',
    text: '新措施聚焦企业开办、项目审批和融资服务，企业开办时间压缩至1个工作日以内。',
    hoursAgo: 12,
  },
  {
    column: 'economy',
    title: '上半年全市社会消费品零售总额同比增长6.8%',
    text: '餐饮、文旅和新能源汽车消费增长较快，夜间消费占全天消费的比重进一步提升。',
    hoursAgo: 15,
    tags: ['夜经济'],
  },
  {
    column: 'politics',
    title: '市人大常委会开展《临江市物业管理条例》执法检查',
    text: '检查组将深入12个小区，重点了解业主委员会组建、维修资金使用和物业服务收费等情况。',
    hoursAgo: 18,
  },
  {
    column: 'headlines',
    title: '地铁1号线延长运营时间 末班车推迟至23点',
    text: '调整自下周一起实施，周五、周六末班车将再延后半小时，方便市民夜间出行。',
    hoursAgo: 22,
    picture: 'skyline',
    tags: ['地铁', '交通'],
  },
  {
    column: 'politics',
    title: '12345热线上半年受理群众诉求46.8万件',
    text: '按时办结率达99.2%，噪音扰民、停车难和物业服务是市民反映最集中的三类问题。',
    hoursAgo: 25,
    tags: ['民生实事'],
  },
  {
    column: 'economy',
    title: '临江港至东南亚新航线首航',
    text: '新航线每周一班，单程约12天，主要运输机电产品和农产品，是今年临江港开通的第三条近洋航线。',
    hoursAgo: 29,
    picture: 'river-bridge',
    tags: ['临江港'],
  },
  {
    column: 'politics',
    title: '江北新城首批人才公寓交付 1200套房源面向青年人才',
    text: '公寓租金约为同地段市场价的七成，符合条件的高校毕业生还可享受三年租金补贴。',
    hoursAgo: 34,
    tags: ['民生实事'],
  },
  {
    column: 'economy',
    title: '本地新能源电池企业获评国家级专精特新“小巨人”',
    text: '企业研发的快充电池模组已配套多家整车厂，今年产值有望突破30亿元。',
    hoursAgo: 38,
  },
  {
    column: 'politics',
    title: '全市“一网通办”新增高频事项60项',
    text: '办理新生儿出生、退休等“一件事”，市民最多只需提交一次材料，全程网上可办。',
    hoursAgo: 43,
    tags: ['民生实事'],
  },
  {
    column: 'economy',
    title: '南岭镇特色农产品电商销售额同比翻番',
    text: '米酒、茶叶和柑橘通过直播带货走出大山，带动周边300余户农户增收。',
    hoursAgo: 47,
    picture: 'harvest',
    tags: ['乡村振兴'],
  },
  {
    column: 'politics',
    title: '临江与沿江五市签署文旅合作协议',
    text: '六市将互认景区优惠政策，并联合推出“一江六城”精品旅游线路。',
    hoursAgo: 54,
    tags: ['文旅'],
  },
  {
    column: 'economy',
    title: '临江发放首批“科技贷” 23家企业获授信2.6亿元',
    text: '“科技贷”无需抵押，由市级风险补偿资金池为合作银行分担风险。',
    hoursAgo: 57,
  },
  {
    column: 'politics',
    title: '今年以来临江新增城市绿地86公顷',
    text: '滨江绿道三期、南湖公园等一批项目相继建成，市民“推窗见绿”的愿望正在变成现实。',
    hoursAgo: 63,
    picture: 'river-bridge',
  },
  {
    column: 'economy',
    title: '临江机场暑运新增航线8条',
    text: '新增至西北、东北方向的多条航线，暑运期间日均航班量预计达到210架次。',
    hoursAgo: 68,
    tags: ['交通'],
  },
  {
    column: 'politics',
    title: '市政协委员建言老旧小区加装电梯',
    text: '委员们建议简化审批流程，探索“以租代购”等模式，减轻居民一次性出资的压力。',
    hoursAgo: 74,
    tags: ['老城更新'],
  },
  {
    column: 'economy',
    title: '二季度全市新登记市场主体1.9万户',
    text: '个体工商户占比超过六成，批发零售、住宿餐饮仍是创业的热门行业。',
    hoursAgo: 80,
  },
  {
    column: 'politics',
    title: '临江启动第五次全国经济普查登记工作',
    text: '普查员将持证入户登记，市民可凭证件编号在市统计局网站核验普查员身份。',
    hoursAgo: 86,
  },
  {
    column: 'politics',
    title: '市纪委监委通报三起群众身边不正之风典型问题',
    text: '通报要求各级党员干部引以为戒，切实把群众的操心事、烦心事放在心上。',
    hoursAgo: 93,
  },
];

export const demoBriefs: SeedArticle[] = briefs.map((brief, index) => ({
  column: brief.column,
  articleType: 0,
  title: brief.title,
  abstract: brief.text,
  paragraphs: [brief.text],
  hoursAgo: brief.hoursAgo,
  source: index % 3 === 2 ? '临江新闻网' : '临江日报',
  credits: { ...desk, reporter: reporters[index % reporters.length] ?? '' },
  ...(brief.picture ? { picture: brief.picture, picType: 1 } : {}),
  tags: brief.tags ?? [],
  carousel: brief.carousel ?? false,
}));
