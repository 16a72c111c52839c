export const APP_UA_TOKEN: 'XYNewsApp';
export const UA_PATTERNS: {
  readonly wechat: RegExp;
  readonly app: RegExp;
  readonly ie: RegExp;
  readonly mobile: RegExp;
  readonly ios: RegExp;
  readonly crawler: RegExp;
  readonly appUserId: RegExp;
};
