/** A story as the backend lists it (the raw fields lib/api reads): a news article, with `fields` over it. */
export const rawStory = (fileId: number, fields: Record<string, unknown> = {}) => ({
  fileId,
  columnID: 1,
  articleType: 0,
  title: `稿件${fileId}`,
  publishtime: 0,
  ...fields,
});
