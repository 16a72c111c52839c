/** What makes a request a preview (lib/guard/preview.mjs). */
export interface RequestPreview {
  /** Never cached nor shared, never indexed: a preview flag, a preview credential, or an aStatus other than 1. */
  preview: boolean;
  /** yl=1 or isPreview=true: the preview mode of spec section 6 (no share prompts, no WeChat sign-in). */
  flagged: boolean;
  /** The CMS's signed credential, which alone opens unreleased content; null without a well-formed one. */
  previewToken: string | null;
}

export function readPreview(query: { get(name: string): string | null }): RequestPreview;
export function isPreviewArticle(request: RequestPreview, aStatus: number | undefined): boolean;
