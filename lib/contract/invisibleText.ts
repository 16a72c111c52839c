// What counts as invisible formatting in member text (nicknames, introductions): the backend refuses it in what a
// member types and strips it from names WeChat sends; the site's forms refuse it before sending and its pages
// strip it from what older rows still hold.

/**
 * Characters that change what a reader sees of a text without being seen: bidi controls (U+061C, U+200E/F,
 * U+202A–U+202E, U+2066–U+2069) and zero-width ones (U+180E, U+200B–U+200D, U+2060–U+2064, U+FEFF). In a name
 * they reverse or hide its letters, or make two names look alike.
 */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

export const hasInvisibleFormatting = (text: string): boolean => INVISIBLE.test(text);

export const withoutInvisibleFormatting = (text: string): string =>
  text.replace(new RegExp(INVISIBLE.source, 'g'), '');
