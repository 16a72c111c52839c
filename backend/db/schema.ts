import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// drizzle-kit loads this file on its own, so it imports nothing relative.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const creditKeys = [
  'author',
  'reporter',
  'editor',
  'liability',
  'proofreader',
  'approver',
  'planner',
  'checker',
  'cameraman',
  'drawer',
  'overallPlanning',
  'correspondent',
  'intern',
  'source',
  'layout',
  'director',
  'lastChecker',
] as const;
export type CreditKey = (typeof creditKeys)[number];
export type Credits = Partial<Record<CreditKey, string>>;

export type JsonObject = { [key: string]: unknown };

/** The whole site config is one JSON document; the check keeps the table to a single row. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: integer('id').primaryKey().default(1),
    config: jsonb('config').$type<JsonObject>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_config_single_row', sql`${t.id} = 1`)],
);

export const columns = pgTable(
  'columns',
  {
    columnId: serial('column_id').primaryKey(),
    // 0 marks a top-level column, so this is not a foreign key; ingest checks that the parent exists.
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    columnStyle: integer('column_style').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    padListType: smallint('pad_list_type').notNull().default(0),
    topModule: jsonb('top_module').$type<JsonObject>().notNull().default({}),
    carousel: smallint('carousel').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('columns_parent_idx').on(t.parentId, t.sort)],
);

export const articles = pgTable(
  'articles',
  {
    fileId: serial('file_id').primaryKey(),
    title: text('title').notNull(),
    listTitle: text('list_title').notNull().default(''),
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.columnId),
    aStatus: smallint('a_status').notNull().default(1),
    articleType: smallint('article_type').notNull(),
    picType: smallint('pic_type').notNull().default(0),
    picSmall: text('pic_small').notNull().default(''),
    picMiddle: text('pic_middle').notNull().default(''),
    picBig: text('pic_big').notNull().default(''),
    picList: jsonb('pic_list').$type<string[]>().notNull().default([]),
    picListTitle: jsonb('pic_list_title').$type<string[]>().notNull().default([]),
    publishtime: timestamp('publishtime', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull().default(''),
    content: text('content').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    credits: jsonb('credits').$type<Credits>().notNull().default({}),
    // Everything the reader may need that is not queried on: xyAccountID, shareClosed, liveStatus, config.videos ...
    extra: jsonb('extra').$type<JsonObject>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_column_publish_idx').on(t.columnId, t.publishtime),
    // An account's articleCount counts its published articles by the extra field the CMS writes.
    index('articles_xy_account_idx').on(sql`(${t.extra} ->> 'xyAccountID')`),
  ],
);

export const tokenKind = pgEnum('token_kind', ['anonymous', 'access', 'refresh']);

/** Reader tokens. Only a SHA-256 of each token is stored, so a leaked table holds no usable token. */
export const tokens = pgTable(
  'tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: tokenKind('kind').notNull(),
    device: text('device').notNull(),
    familyId: text('family_id').notNull(),
    // null for anonymous readers; members get their id once sign-in exists.
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('tokens_family_idx').on(t.familyId), index('tokens_expires_idx').on(t.expiresAt)],
);

/** Tokens of the xyAuth appKey flow (`auth`), also stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    appKey: text('app_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_expires_idx').on(t.expiresAt)],
);

/** Free-form labels on articles; names are unique so ingest can refer to tags by name. */
export const tags = pgTable(
  'tags',
  {
    tagId: serial('tag_id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_idx').on(t.name)],
);

export const articleTags = pgTable(
  'article_tags',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
);

/** Reader counters, one row per article once anything was counted (absent means all zero). */
export const articleCounts = pgTable(
  'article_counts',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    readCount: integer('read_count').notNull().default(0),
    praiseCount: integer('praise_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    discussCount: integer('discuss_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('article_counts_read_idx').on(t.readCount)],
);

/**
 * A block of a column's front page (moduleView). Its articles are either picked by hand (`articleIds`, in
 * that order) or, when none are picked, the newest of `sourceColumnId`'s tree, `size` of them.
 */
export const modules = pgTable(
  'modules',
  {
    moduleId: serial('module_id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.columnId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: smallint('type').notNull().default(0),
    cmDisplayStyle: smallint('cm_display_style').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    articleIds: jsonb('article_ids').$type<number[]>().notNull().default([]),
    // 0: no source column; not a foreign key for that reason, ingest checks that it exists.
    sourceColumnId: integer('source_column_id').notNull().default(0),
    size: smallint('size').notNull().default(6),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('modules_column_idx').on(t.columnId, t.sort)],
);

/** A special topic (专题): shown for topic articles (articleType 3) whose extra `subjectId` points here. */
export const subjects = pgTable('subjects', {
  subjectId: serial('subject_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  banner: text('banner').notNull().default(''),
  // The topic article itself; 0 when none. Not a foreign key, so deleting either never blocks the other.
  fileId: integer('file_id').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subjectGroups = pgTable(
  'subject_groups',
  {
    groupId: serial('group_id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.subjectId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('subject_groups_subject_idx').on(t.subjectId, t.sort)],
);

export const subjectArticles = pgTable(
  'subject_articles',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => subjectGroups.groupId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.fileId] }), index('subject_articles_file_idx').on(t.fileId)],
);

/** A hot-point timeline (热点时间轴) and its dated events. */
export const timelines = pgTable('timelines', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  banner: text('banner').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const timelineEvents = pgTable(
  'timeline_events',
  {
    eventId: serial('event_id').primaryKey(),
    timelineId: integer('timeline_id')
      .notNull()
      .references(() => timelines.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    // 0 when the event links to no article; not a foreign key for that reason.
    fileId: integer('file_id').notNull().default(0),
  },
  (t) => [index('timeline_events_timeline_idx').on(t.timelineId, t.time)],
);

// ---------------------------------------------------------------------------------------------------------------
// Search, paper edition, statistics and advertising.

/** PostgreSQL's tsvector, written as its text form (`'lexeme':1A`) so no text-search parser is involved. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index of an article: overlapping CJK bigrams (and single characters) plus Latin words, weighted
 * A title, B abstract, C body, D credits (backend/lib/searchText.ts builds it). `text` is the visible text
 * the result snippets are cut from. Published or not is decided by the article row at query time.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_documents_document_idx').using('gin', t.document)],
);

/** How often readers searched a keyword on a day (China time); searchHot sums the recent days. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    keyword: text('keyword').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day] }), index('search_keywords_day_idx').on(t.day)],
);

/** One edition of a newspaper (临江日报 of one date). */
export const papers = pgTable(
  'papers',
  {
    paperId: serial('paper_id').primaryKey(),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('papers_name_date_idx').on(t.name, t.date), index('papers_date_idx').on(t.date)],
);

/** A page (版面) of an edition: its scanned or drawn image and that image's size in pixels. */
export const paperLayouts = pgTable(
  'paper_layouts',
  {
    layoutId: serial('layout_id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.paperId, { onDelete: 'cascade' }),
    pageNo: smallint('page_no').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('paper_layouts_page_idx').on(t.paperId, t.pageNo)],
);

/** Where an article stands on a page: a polygon of [x, y] points in image pixels. */
export const paperRegions = pgTable(
  'paper_regions',
  {
    layoutId: integer('layout_id')
      .notNull()
      .references(() => paperLayouts.layoutId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    mapping: jsonb('mapping').$type<[number, number][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.layoutId, t.fileId] }), index('paper_regions_file_idx').on(t.fileId)],
);

/** Reader events of `event` (2 share, 3 read, 12 device record); fileId 0 when there is no article. */
export const readerEvents = pgTable(
  'reader_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: smallint('type').notNull(),
    fileId: integer('file_id').notNull().default(0),
    eventType: text('event_type').notNull().default(''),
    channel: smallint('channel').notNull().default(0),
    appId: integer('app_id').notNull().default(0),
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reader_events_file_idx').on(t.fileId, t.type)],
);

/** Records of the statistics service (`/stats/sendRecord`), with the decoded headers beside the query. */
export const statsRecords = pgTable(
  'stats_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dataType: integer('data_type').notNull(),
    articleId: integer('article_id').notNull(),
    actionTime: timestamp('action_time', { withTimezone: true }).notNull(),
    deviceId: text('device_id').notNull().default(''),
    userUuid: text('user_uuid').notNull().default(''),
    refer: text('refer').notNull().default(''),
    platform: smallint('platform').notNull(),
    shareChannel: smallint('share_channel').notNull().default(0),
    tenantCode: text('tenant_code').notNull(),
    os: text('os').notNull().default(''),
    headerDeviceId: text('header_device_id').notNull().default(''),
    headerUserUuid: text('header_user_uuid').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('stats_records_article_idx').on(t.articleId, t.dataType)],
);

/** An advertisement; columnId 0 shows it in every column. */
export const ads = pgTable(
  'ads',
  {
    advId: serial('adv_id').primaryKey(),
    title: text('title').notNull(),
    imgUrl: text('img_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    position: text('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // Not a foreign key: 0 means every column.
    columnId: integer('column_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    showCount: integer('show_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ads_position_check', sql`${t.position} in ('list', 'top', 'detail')`),
    index('ads_column_idx').on(t.columnId, t.position),
  ],
);

/**
 * The site's own pages the CMS edits: 关于我们 (`about`), 产品详情 (`product`), 下载客户端 (`download`) and 公告
 * (`notice`). `content` is the CMS's HTML; the site sanitises it where it renders it.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    publishtime: timestamp('publishtime', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_pages_kind_check', sql`${t.kind} in ('about', 'product', 'download', 'notice')`),
    index('site_pages_kind_idx').on(t.kind, t.sort),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Members: sign-in, verify codes, invitations and points.

/** A reader who signed in by phone, password or WeChat; `userId` is the spec's `userid`. */
export const members = pgTable(
  'members',
  {
    userId: serial('user_id').primaryKey(),
    // Each sign-in method is optional, but a bound phone, openid or unionid belongs to one member only.
    phone: text('phone'),
    // `scrypt$N$r$p$salt$hash` (backend/lib/password.ts); null until the member sets a password.
    passwordHash: text('password_hash'),
    wxOpenid: text('wx_openid'),
    wxUnionid: text('wx_unionid'),
    nickname: text('nickname').notNull().default(''),
    head: text('head').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    intro: text('intro').notNull().default(''),
    inviteCode: text('invite_code').notNull(),
    failedLogins: smallint('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Set by the CMS: the member's tokens answer 10103 and sign-in is refused until it is cleared again.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_phone_idx').on(t.phone),
    uniqueIndex('members_wx_openid_idx').on(t.wxOpenid),
    uniqueIndex('members_wx_unionid_idx').on(t.wxUnionid),
    uniqueIndex('members_invite_code_idx').on(t.inviteCode),
  ],
);

/** The image verify code a device was last shown; one per device, gone once checked. */
export const verifyCodes = pgTable('verify_codes', {
  device: text('device').primaryKey(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** SMS codes sent, stored as HMACs; only the newest unused one of a phone counts. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Set by the wrong try that used up the attempts; the phone is locked out for a while after it.
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** What the embedded SMS sender "delivered": readable through ingest only, for tests and demos. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

/** Single-use values (OAuth states, thirdLogin randoms) seen before, kept until they could no longer be valid. */
export const usedNonces = pgTable(
  'used_nonces',
  {
    kind: text('kind').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.nonce] }), index('used_nonces_expires_idx').on(t.expiresAt)],
);

/** A member who entered another's invite code; each member may enter one code, once. */
export const inviteUses = pgTable(
  'invite_uses',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => members.userId, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('invite_uses_inviter_idx').on(t.inviterId, t.createdAt)],
);

/** Points a member earned; the unique index makes each action count once per article and China day. */
export const memberPoints = pgTable(
  'member_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    // The article read, shared or commented on; for an invitation, the other member.
    fileId: integer('file_id').notNull().default(0),
    day: date('day', { mode: 'string' }).notNull(),
    points: smallint('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('member_points_action_check', sql`${t.action} in ('read', 'share', 'comment', 'invite')`),
    uniqueIndex('member_points_once_idx').on(t.userId, t.action, t.fileId, t.day),
    index('member_points_day_idx').on(t.userId, t.day),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Accounts (订阅号), their categories, subscriptions and favourites.

/** A category of accounts; `code` (XYACCOUNT) names the tree, a child always carries its parent's code. */
export const xyCats = pgTable(
  'xy_cats',
  {
    // The CMS's own ids (PUT /ingest/xyCats/:catID), so not serial.
    catId: integer('cat_id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // 0 marks a top-level category, so this is not a foreign key; ingest checks that the parent exists.
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('xy_cats_code_idx').on(t.code, t.parentId, t.sort),
    index('xy_cats_parent_idx').on(t.parentId),
  ],
);

/** An account (订阅号). Spec section 4: xyStatus 1 or 4, or xyForbidden 1, make it an empty account. */
export const xyAccounts = pgTable(
  'xy_accounts',
  {
    xyId: integer('xy_id').primaryKey(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    intro: text('intro').notNull().default(''),
    catId: integer('cat_id')
      .notNull()
      .references(() => xyCats.catId),
    xyStatus: smallint('xy_status').notNull().default(0),
    xyForbidden: smallint('xy_forbidden').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('xy_accounts_cat_idx').on(t.catId, t.xyId)],
);

/** A member's subscription to an account; one per member and account. */
export const xySubscriptions = pgTable(
  'xy_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    xyId: integer('xy_id')
      .notNull()
      .references(() => xyAccounts.xyId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.xyId] }),
    index('xy_subscriptions_xy_idx').on(t.xyId),
    index('xy_subscriptions_member_idx').on(t.userId, t.createdAt),
  ],
);

/** A member's favourite (收藏) article; one per member and article. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fileId] }),
    index('favourites_member_idx').on(t.userId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Live broadcasts (直播): the live of a live article (articleType 6) and its reports (图文直播).

export interface LiveVideo {
  appLiveUrl?: string;
  appPlaybackUrl?: string;
  poster?: string;
}

/**
 * The live of one live article, keyed by the article. `status` is the spec's 0 announced, 1 live, 2 ended; the
 * article's `liveStatus` mirrors it so lists agree. `videos` holds the stream (appLiveUrl) and the replay
 * (appPlaybackUrl). An article without a row here is answered from its own `liveStatus` and `config.videos`.
 */
export const lives = pgTable(
  'lives',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    // When the broadcast starts (announced lives are listed by it); null when the CMS gave none.
    startTime: timestamp('start_time', { withTimezone: true }),
    videos: jsonb('videos').$type<LiveVideo[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lives_status_check', sql`${t.status} in (0, 1, 2)`),
    index('lives_status_idx').on(t.status, t.startTime),
  ],
);

export interface LivePicture {
  url: string;
  width: number;
  height: number;
}

/** One report of a live (a reporter's text and pictures at a time); readers see them newest first. */
export const liveReports = pgTable(
  'live_reports',
  {
    reportId: serial('report_id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => lives.fileId, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    pictures: jsonb('pictures').$type<LivePicture[]>().notNull().default([]),
    reporter: text('reporter').notNull().default(''),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('live_reports_live_idx').on(t.fileId, t.time)],
);
