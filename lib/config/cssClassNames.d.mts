export function shortClassName(file: string, className: string): string;
export function shortLocalIdent(
  nameOf?: (file: string, className: string) => string,
): (
  context: { rootContext: string; resourcePath: string },
  localIdentName: string,
  className: string,
) => string;
export function shortenClassNames(config: { module?: { rules?: unknown[] } }): number;
