import type { ColumnKey } from '../reading/seedSite.js';

/** A story printed only in the paper edition (the others on its pages are the app's own articles). */
export interface PaperStory {
  column: ColumnKey;
  title: string;
  abstract: string;
  paragraphs: string[];
  reporter: string;
}

export const paperStories = {
  newEnergyPark: {
    column: 'economy',
    title: '新能源汽车产业园首批项目签约 总投资86亿元',
    abstract: '首批签约的9个项目涵盖动力电池、电驱系统和整车零部件，预计明年陆续投产。',
    paragraphs: [
      '昨天，临江新能源汽车产业园首批项目集中签约，9个项目总投资86亿元，涵盖动力电池、电驱系统和整车零部件等环节。',
      '产业园位于江北区港城大道以东，规划面积5.2平方公里。园区负责人介绍，首批项目预计明年陆续投产，全部达产后年产值可超过200亿元。',
    ],
    reporter: '何晓东',
  },
  ferryLamp: {
    column: 'culture',
    title: '江城旧事｜渡口的灯',
    abstract: '大桥通车以前，老渡口的那盏灯，照亮过多少人的归途。',
    paragraphs: [
      '小时候住在江边，每到傍晚，渡口的那盏灯就亮了。摆渡的老艄公总说，灯一亮，对岸的人就知道船还在。',
      '后来大桥通了，渡口慢慢冷清下来。那盏灯如今挂在江滩公园的展廊里，灯罩上的铁锈，记着一座城的来路。',
    ],
    reporter: '许诺',
  },
  nightReaders: {
    column: 'culture',
    title: '书香临江｜社区图书馆的夜读人',
    abstract: '晚上九点以后，青石巷社区图书馆依然亮着灯，来的多是下了班的年轻人。',
    paragraphs: [
      '青石巷社区图书馆去年开始延长开放到晚上十一点。管理员统计，夜间读者里七成是刚下班的年轻人。',
      '“在这里看一个小时书，比刷一晚上手机踏实。”在附近写字楼上班的小林说，她已经办了第三张借书卡。',
    ],
    reporter: '苏晴',
  },
  vocationalCollege: {
    column: 'education',
    title: '临江职业技术学院新增智能制造专业',
    abstract: '新专业与本地12家企业共建实训基地，学生大二起即可进厂跟岗。',
    paragraphs: [
      '临江职业技术学院今年新增智能制造工程技术专业，计划招生120人，与本地12家制造企业共建实训基地。',
      '学院负责人表示，新专业实行“校企双导师”，学生从大二起进厂跟岗实习，毕业即可上岗。',
    ],
    reporter: '罗佳',
  },
  familyDoctors: {
    column: 'health',
    title: '社区卫生服务中心推出家庭医生“上门签”',
    abstract: '行动不便的老人打个电话，家庭医生团队就会上门签约、建档、随访。',
    paragraphs: [
      '即日起，全市42家社区卫生服务中心推出家庭医生“上门签”服务，行动不便的老人打电话预约即可。',
      '签约后，家庭医生团队每季度至少上门随访一次，并为慢病老人提供用药指导和健康评估。',
    ],
    reporter: '唐悦',
  },
  ancientVillage: {
    column: 'culture',
    title: '南岭古村入选省级传统村落名录',
    abstract: '村里保存完好的明清民居有37栋，古樟、古井、石板路一应俱全。',
    paragraphs: [
      '近日公布的省级传统村落名录中，南岭镇上坊村榜上有名。村里保存完好的明清民居有37栋，古樟、古井、石板路一应俱全。',
      '镇里表示，将坚持“修旧如旧”，在保护好古民居的前提下发展民宿和研学游。',
    ],
    reporter: '曾凡',
  },
  safetyInspection: {
    column: 'politics',
    title: '全市安全生产大检查启动 为期三个月',
    abstract: '检查覆盖危化品、建筑施工、燃气、消防等重点行业，发现隐患限期整改。',
    paragraphs: [
      '昨天，全市安全生产大检查动员会召开。此次检查为期三个月，覆盖危化品、建筑施工、城镇燃气、消防等重点行业领域。',
      '会议要求，检查中发现的隐患要建立台账、限期整改，对整改不力的单位依法从严处理。',
    ],
    reporter: '陈思远',
  },
  elevators: {
    column: 'districts',
    title: '江南区老旧小区加装电梯 今年计划完成120部',
    abstract: '政府补贴每部最高20万元，居民可通过“一次申请、并联审批”加快办理。',
    paragraphs: [
      '江南区今年计划为老旧小区加装电梯120部，政府补贴每部最高20万元。',
      '区住建局介绍，加装电梯实行“一次申请、并联审批”，审批时间由原来的两个月缩短到20个工作日。',
    ],
    reporter: '马骁',
  },
  busRoutes: {
    column: 'traffic',
    title: '12条公交线路优化调整 下周一起实施',
    abstract: '调整后，地铁1号线沿线站点的公交接驳时间平均缩短5分钟。',
    paragraphs: [
      '市公交集团发布通告，下周一起对12条公交线路进行优化调整，重点加强与地铁1号线的接驳。',
      '调整后，地铁沿线站点的公交接驳时间平均缩短5分钟。具体线路走向可在“临江公交”小程序查询。',
    ],
    reporter: '吴凡',
  },
  dockChant: {
    column: 'culture',
    title: '江城旧事｜老码头的号子',
    abstract: '肩扛手提的年代，码头号子是力气，也是江城最早的歌。',
    paragraphs: [
      '上世纪七十年代，临江老码头每天有上百名搬运工。号子一起，几十个人的脚步就齐了。',
      '如今老码头改成了江滩公园，每逢周末，退休的老搬运工们还会来这里唱上几段。',
    ],
    reporter: '许诺',
  },
  bridgeKeeper: {
    column: 'city',
    title: '临江人物｜守桥四十年的老周',
    abstract: '从18岁到58岁，周建国的工作就是看好临江大桥的每一颗螺栓。',
    paragraphs: [
      '周建国18岁进入桥梁养护所，四十年来，他和同事们检查过临江大桥的每一颗螺栓、每一道伸缩缝。',
      '“桥不会说话，我们替它说。”老周说，他最大的心愿，是把这份细心交给下一代养护工。',
    ],
    reporter: '吴凡',
  },
} satisfies Record<string, PaperStory>;

export type PaperStoryKey = keyof typeof paperStories;
