import type { JsonObject } from '../core/jsonFields.js';
import type { Credits } from './schema.js';
import { type ColumnIds, type ColumnKey, demoPicture, type DemoPicture } from './seedSite.js';

export interface SeedArticle {
  column: ColumnKey;
  articleType: 0 | 1 | 2 | 3 | 4 | 6 | 12;
  title: string;
  listTitle?: string;
  abstract: string;
  paragraphs: string[];
  hoursAgo: number;
  source: string;
  credits: Credits;
  picture?: DemoPicture;
  picType?: number;
  /** Photo sets: each picture with its caption. */
  gallery?: [DemoPicture, string][];
  extra?: (ids: ColumnIds) => JsonObject;
  aStatus?: number;
  /** Names the article for the modules, topics and timeline that point at it (seedReading.ts). */
  key?: string;
  tags?: string[];
  /** Shown in its column tree's carousel. */
  carousel?: boolean;
}

const desk: Credits = { editor: '王婧', liability: '刘海', proofreader: '周敏' };

/** Plain news (articleType 0), plus one unpublished draft. */
export const demoNews: SeedArticle[] = [
  {
    column: 'politics',
    articleType: 0,
    title: '市十六届人大三次会议开幕 政府工作报告提出十项民生实事',
    key: 'congress',
    tags: ['政府工作报告', '民生实事'],
    carousel: true,
    listTitle: '市人代会开幕：今年办好十项民生实事',
    abstract: '报告提出，今年将新增公办学位4200个、改造老旧小区86个，并推进江北快速路建设。',
    paragraphs: [
      '昨天上午，临江市第十六届人民代表大会第三次会议在市会议中心开幕。市长代表市人民政府作政府工作报告，回顾过去一年工作，部署今年目标任务。',
      '报告提出，今年全市地区生产总值预期增长5.5%左右，城镇新增就业4.2万人。围绕群众急难愁盼，报告列出十项民生实事，包括新增公办学位4200个、改造老旧小区86个、新建社区食堂30家等。',
      '报告还明确，将加快江北快速路和地铁2号线建设，推动临江港扩能改造，持续改善沿江生态环境。与会代表表示，报告目标清晰、举措务实，听了心里踏实。',
    ],
    hoursAgo: 3,
    source: '临江日报',
    credits: { ...desk, reporter: '陈思远 李岚', approver: '赵启明' },
    picture: 'skyline',
    picType: 1,
  },
  {
    column: 'economy',
    articleType: 0,
    title: '临江港一季度集装箱吞吐量同比增长12.6%',
    tags: ['临江港'],
    carousel: true,
    abstract: '新开通的两条近洋航线带动外贸箱量明显回升，港区智能闸口通关时间缩短至两分钟。',
    paragraphs: [
      '记者从临江港务集团获悉，今年一季度临江港完成集装箱吞吐量38.7万标箱，同比增长12.6%，增速位居沿江港口前列。',
      '去年底新开通的两条近洋航线贡献明显，外贸箱量同比增长近两成。港区上线的智能闸口，让集卡平均通关时间由十分钟缩短到两分钟左右。',
      '港务集团负责人表示，二期码头扩能工程将于年内完工，届时港口年通过能力将提升至200万标箱。',
    ],
    hoursAgo: 9,
    source: '临江日报',
    credits: { ...desk, reporter: '何晓东', correspondent: '港务集团 孙蕾' },
    picture: 'river-bridge',
    picType: 1,
  },
  {
    column: 'traffic',
    articleType: 0,
    title: '临江大桥东引桥改造完工 早高峰过桥时间缩短约8分钟',
    tags: ['临江大桥', '交通'],
    abstract: '东引桥由双向四车道拓宽为双向六车道，新增的右转匝道今起通车。',
    paragraphs: [
      '历时十个月，临江大桥东引桥改造工程昨日完工通车。改造后，东引桥由双向四车道拓宽为双向六车道，并新增一条通往滨江路的右转匝道。',
      // Pictures and a link as the CMS writes them: the site sizes and lazy-loads the pictures and marks the link.
      `<img src="${demoPicture('river-bridge')}" alt="改造完工后的临江大桥东引桥" width="750" height="422">`,
      '交警部门测算，早高峰车辆通过大桥的平均时间由约22分钟缩短至14分钟左右。施工期间临时调整的三条公交线路，今起恢复原线路运行。',
      `<img src="${demoPicture('skyline')}" alt="东引桥新匝道连接的滨江路" width="750" height="422">`,
      '交警提醒，新匝道通车初期请驾驶人留意指示标志，按导向车道行驶，切勿在分流点临时变道。路况和违法记录可在<a href="https://www.122.gov.cn/" target="_blank">交通安全综合服务管理平台</a>查询。',
    ],
    hoursAgo: 14,
    source: '临江新闻网',
    credits: { ...desk, reporter: '吴凡', cameraman: '林涛' },
    picture: 'river-bridge',
    picType: 2,
  },
  {
    column: 'city',
    articleType: 0,
    title: '老城区青石巷完成微改造 百年街巷换新颜',
    tags: ['老城更新'],
    abstract: '不拆一栋老房，不砍一棵老树：青石巷改造保留了石板路和骑楼，还给居民添了口袋公园。',
    paragraphs: [
      '走进改造后的青石巷，青石板路被重新铺平，沿街骑楼修旧如旧，电线全部入地，巷口多了一处种着桂花树的口袋公园。',
      '“不拆一栋老房，不砍一棵老树”是这次改造的原则。街道工作人员介绍，方案先后征求了居民意见三轮，连晾衣架的位置都是大家商量出来的。',
      '在巷子里住了六十多年的张阿婆说：“路平了，灯亮了，晚上出来散步心里也敞亮。”',
    ],
    hoursAgo: 20,
    source: '临江日报',
    credits: { ...desk, reporter: '苏晴', drawer: '插画 许诺' },
    picture: 'market',
    picType: 1,
  },
  {
    column: 'districts',
    articleType: 0,
    title: '江北区首个“15分钟便民生活圈”示范点投用',
    tags: ['民生实事'],
    abstract: '菜场、药店、社区食堂和养老驿站集中在步行15分钟范围内，周边两万居民受益。',
    paragraphs: [
      '江北区柳岸街道便民生活圈示范点日前正式投用。这里把菜市场、药店、社区食堂、养老服务驿站和快递驿站集中布局，居民步行15分钟即可办齐日常事务。',
      '社区食堂推出12元两荤一素套餐，70岁以上老人凭卡再优惠2元。开业首周，食堂日均接待就餐居民400余人次。',
      '江北区商务部门表示，年内还将在全区布点8个类似示范点。',
    ],
    hoursAgo: 27,
    source: '临江新闻网',
    credits: { ...desk, reporter: '马骁', intern: '实习生 邓一鸣' },
    picture: 'market',
    picType: 1,
  },
  {
    column: 'education',
    articleType: 0,
    title: '今年秋季全市新增公办学位4200个',
    tags: ['教育', '民生实事'],
    abstract: '3所新建学校秋季开学，义务教育阶段招生政策本月下旬公布。',
    paragraphs: [
      '记者从市教育局了解到，今年秋季全市将新增公办中小学学位4200个，其中江北新城实验学校、南湖小学和江南第二初级中学三所新建学校将如期开学。',
      '今年义务教育阶段招生政策将于本月下旬公布，网上报名继续实行“一网通办”，家长无需到校提交纸质材料。',
      '市教育局提醒，招生信息以官方渠道发布为准，谨防所谓“内部名额”骗局。',
    ],
    hoursAgo: 33,
    source: '临江日报',
    credits: { ...desk, reporter: '罗佳', checker: '陈曦' },
    picture: 'classroom',
    picType: 1,
  },
  {
    column: 'health',
    articleType: 0,
    title: '市人民医院开设夜间门诊 儿科等8个科室晚上9点前可就诊',
    tags: ['医疗'],
    abstract: '夜间门诊工作日17:30至21:00开放，可通过“健康临江”小程序预约。',
    paragraphs: [
      '为方便上班族和学生就医，市人民医院从本周一起开设夜间门诊，儿科、内科、皮肤科、眼科等8个科室工作日17:30至21:00开放。',
      '夜间门诊检验、影像和药房同步延时服务，市民可通过“健康临江”小程序提前预约号源。',
    ],
    hoursAgo: 40,
    source: '临江新闻网',
    credits: { ...desk, reporter: '唐悦' },
  },
  {
    column: 'culture',
    articleType: 0,
    title: '滨江夜市开街 40余家老字号集中亮相',
    tags: ['夜经济', '文旅'],
    abstract: '夜市每晚18时至23时开放，周末加演非遗曲艺，周边停车场夜间限时免费。',
    paragraphs: [
      '华灯初上，滨江夜市正式开街。糖画、米酒、临江烧饼等40余家老字号集中亮相，吸引不少市民扶老携幼前来“打卡”。',
      '夜市每晚18时至23时开放，周末还将加演评书、花鼓戏等非遗曲艺节目。为方便市民，周边三处公共停车场夜间两小时内免费。',
      '主办方提醒，夜市人流较大，请看管好随身物品，文明有序游览。',
    ],
    hoursAgo: 46,
    source: '临江日报',
    credits: { ...desk, reporter: '苏晴', cameraman: '林涛' },
    picture: 'lanterns',
    picType: 2,
  },
  {
    column: 'headlines',
    articleType: 0,
    title: '临江发布今年首个暴雨蓝色预警 防汛Ⅳ级应急响应启动',
    key: 'rainWarning',
    tags: ['防汛'],
    carousel: true,
    abstract: '预计未来24小时沿江地区累计雨量50至80毫米，请市民减少不必要出行。',
    paragraphs: [
      '市气象台今天6时发布今年首个暴雨蓝色预警：预计未来24小时，沿江地区累计雨量可达50至80毫米，局部伴有短时强降水和雷暴大风。',
      '市防汛抗旱指挥部随即启动防汛Ⅳ级应急响应，各区已预置抢险队伍和排涝设备，下穿通道和低洼路段安排专人值守。',
      '市民出行请避开积水路段，切勿涉水通过下穿通道；遇到险情可拨打12345热线求助。',
    ],
    hoursAgo: 1,
    source: '临江日报',
    credits: { ...desk, reporter: '陈思远', overallPlanning: '统筹 赵启明' },
    picture: 'rain',
    picType: 2,
  },
  {
    column: 'floods',
    articleType: 0,
    title: '沿江12处易涝点完成排查 移动泵车提前就位',
    key: 'floodCheck',
    tags: ['防汛'],
    abstract: '排查发现的3处排水口淤堵已全部清理，汛期将实行24小时值班。',
    paragraphs: [
      '入汛前，市城管部门对沿江12处易涝点逐一排查，发现并清理了3处排水口淤堵问题，更换破损雨水箅子46个。',
      '目前，16台移动泵车已在易涝点附近待命，单台每小时排水量可达3000立方米。汛期内，排水管理处实行24小时值班。',
    ],
    hoursAgo: 30,
    source: '临江新闻网',
    credits: { ...desk, reporter: '吴凡' },
    picture: 'rain',
    picType: 1,
  },
  {
    column: 'marathon',
    articleType: 0,
    title: '临江马拉松开放报名 三万个名额周五抽签',
    key: 'marathonSignup',
    tags: ['马拉松'],
    abstract: '全程、半程和5公里欢乐跑同步开放，赛道首次经过临江大桥和青石巷。',
    paragraphs: [
      '临江马拉松今起开放报名，设全程、半程和5公里欢乐跑三个项目，总规模三万人，报名截止后于周五公开抽签。',
      '今年赛道作了优化，首次经过临江大桥和青石巷历史街区，跑友可以一路看江景、穿老街。',
      '组委会提醒，报名需完成近一年内的体检，欢乐跑参赛者年龄须满8周岁。',
    ],
    hoursAgo: 52,
    source: '临江日报',
    credits: { ...desk, reporter: '马骁', planner: '体育部' },
    picture: 'stadium',
    picType: 1,
  },
  {
    column: 'districts',
    articleType: 0,
    title: '南岭镇早稻开镰 预计亩产同比增一成',
    tags: ['乡村振兴'],
    abstract: '今年推广的两个新品种表现不错，合作社的烘干线让农户不再“看天晒谷”。',
    paragraphs: [
      '连日晴好，南岭镇两万亩早稻进入收割期。田间，收割机来回穿梭，金黄的稻谷被直接装车运往合作社烘干中心。',
      '镇农技站测产显示，今年推广的两个早稻新品种表现良好，预计平均亩产同比增加一成左右。',
      '“以前最怕收割时下雨，谷子晒不干就发芽。现在有了烘干线，心里有底了。”种粮大户老周笑着说。',
    ],
    hoursAgo: 60,
    source: '临江新闻网',
    credits: { ...desk, reporter: '何晓东', correspondent: '南岭镇 曾凡' },
    picture: 'harvest',
    picType: 2,
  },
  {
    column: 'traffic',
    articleType: 0,
    title: '地铁2号线最后一座车站主体结构封顶',
    key: 'metroLine2',
    tags: ['地铁', '交通'],
    abstract: '2号线全线车站主体结构全部完成，计划明年上半年开通初期运营。',
    paragraphs: [
      '随着江南站顶板最后一方混凝土浇筑完成，地铁2号线全部18座车站主体结构顺利封顶。',
      '2号线全长24.6公里，串联江北新城、老城区和江南高铁站。目前全线轨道铺设已完成七成，计划明年上半年开通初期运营。',
    ],
    hoursAgo: 70,
    source: '临江日报',
    credits: { ...desk, reporter: '吴凡', layout: '版式 许诺' },
    picture: 'skyline',
    picType: 1,
  },
  {
    column: 'city',
    articleType: 0,
    aStatus: 0,
    title: '体育中心更名征集结果公示（待审）',
    tags: ['体育中心'],
    abstract: '编辑部草稿，尚未发布。',
    paragraphs: ['征集活动共收到市民来稿1.2万份，经专家评审，三个候选名称进入公示环节。'],
    hoursAgo: 2,
    source: '临江日报',
    credits: { ...desk, reporter: '苏晴', lastChecker: '待终审' },
  },
];
