// Bodies of the CMS calls behind the reading screens: modules, special topics, timelines and counts.
import { InputError } from '../core/envelope.js';
import {
  definedOnly,
  field,
  type JsonObject,
  objectList,
  refuseUnknown,
  requireObject,
  urlPattern,
} from '../core/jsonFields.js';
import { INT4_MAX } from '../core/params.js';
import { countFields, type Counts } from './countRepo.js';
import { displayStyles, type ModuleInput } from './moduleRepo.js';
import type { GroupInput, SubjectFields } from './subjectRepo.js';
import type { EventInput, TimelineFields } from './timelineRepo.js';

function intList(obj: JsonObject, key: string, maxItems: number): number[] | undefined {
  const value = obj[key];
  if (value === undefined) return undefined;
  if (
    !Array.isArray(value) ||
    value.length > maxItems ||
    !value.every((item) => Number.isInteger(item) && item >= 1 && item <= INT4_MAX)
  ) {
    throw new InputError(`字段 ${key} 必须是最多 ${maxItems} 个正整数的数组`);
  }
  return value as number[];
}

const name = (body: JsonObject, creating: boolean, max: number, key = 'name') => {
  const value = field.string(body, key, { max, nonEmpty: true });
  if (creating && value === undefined) throw new InputError(`字段 ${key} 不能为空`);
  return value;
};

const moduleFields = [
  'columnId',
  'name',
  'type',
  'cmDisplayStyle',
  'sort',
  'articleIds',
  'sourceColumnId',
  'size',
];

/** A module body; `columnId` and `name` are required when creating. Referenced ids are checked by the route. */
export function readModuleInput(raw: unknown, creating: boolean): ModuleInput {
  const body = requireObject(raw);
  refuseUnknown(body, moduleFields);
  const columnId = field.int(body, 'columnId', 1, INT4_MAX);
  if (creating && columnId === undefined) throw new InputError('缺少字段 columnId');
  return definedOnly({
    columnId,
    name: name(body, creating, 40),
    type: field.int(body, 'type', 0, 99),
    cmDisplayStyle: field.oneOf(body, 'cmDisplayStyle', displayStyles),
    sort: field.int(body, 'sort', -1_000_000, 1_000_000),
    articleIds: intList(body, 'articleIds', 50),
    sourceColumnId: field.int(body, 'sourceColumnId', 0, INT4_MAX),
    size: field.int(body, 'size', 1, 50),
  });
}

const banner = (body: JsonObject) => field.string(body, 'banner', { max: 1000, pattern: urlPattern });

function readGroup(item: JsonObject): GroupInput {
  refuseUnknown(item, ['groupId', 'name', 'fileIds']);
  return definedOnly({
    groupId: field.int(item, 'groupId', 1, INT4_MAX),
    name: name(item, true, 40) ?? '',
    fileIds: intList(item, 'fileIds', 500),
  });
}

export interface SubjectBody {
  fields: SubjectFields;
  groups: GroupInput[] | undefined;
}

/** A special topic; `title` is required when creating; `groups` replaces the whole group list. */
export function readSubjectInput(raw: unknown, creating: boolean): SubjectBody {
  const body = requireObject(raw);
  refuseUnknown(body, ['title', 'description', 'banner', 'fileId', 'groups']);
  const fields = definedOnly({
    title: name(body, creating, 100, 'title'),
    description: field.string(body, 'description', { max: 1000 }),
    banner: banner(body),
    fileId: field.int(body, 'fileId', 0, INT4_MAX),
  });
  const groups = objectList(body, 'groups', 20, readGroup);
  const groupIds = groups?.flatMap((group) => (group.groupId === undefined ? [] : [group.groupId])) ?? [];
  if (new Set(groupIds).size !== groupIds.length) throw new InputError('字段 groups 中的 groupId 重复');
  return { fields, groups };
}

function readEvent(item: JsonObject): EventInput {
  refuseUnknown(item, ['time', 'title', 'summary', 'fileId']);
  const time = field.time(item, 'time');
  if (time === undefined) throw new InputError('缺少字段 time');
  return definedOnly({
    time,
    title: name(item, true, 100, 'title') ?? '',
    summary: field.string(item, 'summary', { max: 500 }),
    fileId: field.int(item, 'fileId', 0, INT4_MAX),
  });
}

export interface TimelineBody {
  fields: TimelineFields;
  events: EventInput[] | undefined;
}

/** A hot-point timeline; `title` is required when creating; `events` replaces all of its events. */
export function readTimelineInput(raw: unknown, creating: boolean): TimelineBody {
  const body = requireObject(raw);
  refuseUnknown(body, ['title', 'description', 'banner', 'events']);
  const fields = definedOnly({
    title: name(body, creating, 100, 'title'),
    description: field.string(body, 'description', { max: 1000 }),
    banner: banner(body),
  });
  return { fields, events: objectList(body, 'events', 200, readEvent) };
}

/** Counts to set outright; at least one of them. */
export function readCountsInput(raw: unknown): Partial<Counts> {
  const body = requireObject(raw);
  refuseUnknown(body, countFields);
  const counts = definedOnly(
    Object.fromEntries(countFields.map((key) => [key, field.int(body, key, 0, INT4_MAX)])) as Partial<Counts>,
  );
  if (Object.keys(counts).length === 0) throw new InputError(`缺少字段 ${countFields.join('、')} 之一`);
  return counts;
}
