import { searchMarkedParts } from '@/lib/format/searchMarks';

/**
 * Text with the places a search keyword matches in `<mark>`. Built from plain text only, so a title or a
 * snippet can never bring markup of its own into the page.
 */
export function MarkedText({ text, keyword }: { text: string; keyword: string }) {
  return searchMarkedParts(text, keyword).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
