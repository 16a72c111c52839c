// One header of a request's headers as Node gives them (lower-case names; a repeated header as an array), as one
// string: '' when absent, repeats joined with commas as HTTP reads them.

/**
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} name lower case
 */
export const headerValue = (headers, name) => [headers[name] ?? ''].flat().join(',');
