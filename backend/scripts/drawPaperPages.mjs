// Draws the demo paper's page images (public/demo/paper/*.svg) from the seed's own editions, so every headline
// stands inside the region the seed links to its article. Run after changing backend/paper/seed/*.json:
//   npm run build:backend && node backend/scripts/drawPaperPages.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  demoEditions,
  PAGE_HEIGHT as H,
  PAGE_WIDTH as W,
  pageImage,
  pageName,
  pageTemplates,
  storyTitle,
  templateBoxes,
} from '../dist/backend/paper/seed.js';

const publicDir = new URL('../../public', import.meta.url).pathname;
const red = '#c8161d';
const serif = "'Noto Serif SC','Source Han Serif SC','Songti SC',SimSun,serif";
const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** ASCII is about half as wide as a CJK character. */
const charWidth = (char) => (/[\x20-\x7e]/.test(char) ? 0.55 : 1);
const pageNumber = (pageNo) => String(pageNo).padStart(2, '0');

/** Lines of at most `maxWidth` pixels; the last kept line ends in … when the text runs on. */
function wrap(text, maxWidth, size, maxLines) {
  const lines = [];
  let line = '';
  let width = 0;
  for (const char of text) {
    const w = charWidth(char) * size;
    if (width + w > maxWidth && line) {
      lines.push(line);
      line = '';
      width = 0;
    }
    if (line === '' && char === ' ') continue;
    line += char;
    width += w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, -1)}…`;
  }
  return lines;
}

/** A block of grey text lines (the pattern `l`). */
const textLines = (x, y, w, h) =>
  w > 20 && h > 20
    ? `<rect x="${x}" y="${y}" width="${w}" height="${Math.floor(h / 15) * 15 - 9}" fill="url(#l)"/>`
    : '';

function columns(x, y, w, bottomAt) {
  const gap = 18;
  const count = Math.max(1, Math.round((w + gap) / (170 + gap)));
  const width = (w - gap * (count - 1)) / count;
  let svg = '';
  for (let i = 0; i < count; i++) {
    const left = x + i * (width + gap);
    svg += textLines(Math.round(left), y, Math.round(width), bottomAt(left + width) - y);
  }
  return svg;
}

function picture(x, y, w, h) {
  const ridge = [
    [0, 1],
    [0.35, 0.45],
    [0.6, 0.75],
    [0.78, 0.58],
    [1, 0.85],
    [1, 1],
  ];
  const points = ridge.map(([px, py]) => `${x + w * px},${y + h * py}`).join(' ');
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#b7b1a3"/>` +
    `<circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.09}" fill="#ddd8cc"/>` +
    `<polygon points="${points}" fill="#8f897b"/>`
  );
}

/** A story inside its box: headline, rule, picture for a lead, and columns of text around a notch. */
function story(box, title, lead) {
  const size = box.w < 400 ? 30 : lead ? 44 : 36;
  let svg = '';
  let y = box.y + 12;
  for (const line of wrap(title, box.w - 16, size, 3)) {
    y += size * 1.22;
    svg += `<text x="${box.x + 4}" y="${Math.round(y - size * 0.22)}" font-size="${size}" font-weight="700" fill="#1a1a1a">${escape(line)}</text>`;
  }
  y += 10;
  svg += `<rect x="${box.x + 4}" y="${Math.round(y)}" width="${Math.min(260, box.w - 8)}" height="8" fill="#9c978c"/>`;
  const top = Math.round(y + 26);
  const bottom = box.y + box.h - 12;
  const notch = box.notch;
  const bottomAt = (right) => (notch && right > box.x + box.w - notch.w ? bottom - notch.h : bottom);
  if (lead && box.w >= 560) {
    const pw = Math.round(box.w * 0.42);
    const ph = Math.min(300, Math.round((bottom - top) * 0.6));
    const px = box.x + box.w - pw;
    svg += picture(px, top, pw, ph);
    svg += columns(box.x, top, box.w - pw - 22, bottomAt);
    svg += columns(px, top + ph + 18, pw, bottomAt);
  } else {
    svg += columns(box.x, top, box.w, bottomAt);
  }
  return svg;
}

function masthead(template, pageNo, page) {
  if (template === 'front') {
    return (
      `<text x="40" y="140" font-size="112" font-weight="900" fill="${red}" letter-spacing="6">临江日报</text>` +
      `<text x="560" y="78" font-size="26" fill="${red}" font-family="Georgia,serif" letter-spacing="3">LINJIANG DAILY</text>` +
      `<text x="560" y="114" font-size="20" fill="#444">中共临江市委机关报　临江日报社出版</text>` +
      `<text x="560" y="146" font-size="18" fill="#666">今日4版　第${pageNumber(pageNo)}版：${escape(page.section)}</text>` +
      `<rect x="40" y="170" width="920" height="7" fill="${red}"/><rect x="40" y="184" width="920" height="1.5" fill="${red}"/>`
    );
  }
  const supplement =
    template === 'supplement'
      ? `<rect x="40" y="92" width="920" height="1.5" fill="${red}"/>` +
        `<text x="500" y="120" font-size="18" fill="${red}" text-anchor="middle" letter-spacing="12">江城笔会</text>`
      : '';
  return (
    `<text x="40" y="62" font-size="32" font-weight="900" fill="${red}">临江日报</text>` +
    `<text x="500" y="60" font-size="26" font-weight="700" fill="#222" text-anchor="middle">${escape(pageName(pageNo, page).replace('：', ' · '))}</text>` +
    `<text x="960" y="60" font-size="16" fill="#666" text-anchor="end">责任编辑 王婧　美术编辑 许诺</text>` +
    `<rect x="40" y="80" width="920" height="3" fill="${red}"/>` +
    supplement
  );
}

/** What stands outside the stories: the front page's guide to the other pages, the notched page's ad. */
function extras(template, edition) {
  if (template === 'front') {
    let svg =
      `<rect x="662" y="792" width="296" height="606" fill="none" stroke="${red}" stroke-width="2"/>` +
      `<rect x="662" y="792" width="296" height="46" fill="${red}"/>` +
      `<text x="810" y="824" font-size="24" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="8">今日导读</text>`;
    let y = 866;
    pageTemplates.slice(1).forEach((other, index) => {
      const page = edition.pages[other];
      svg += `<text x="680" y="${y}" font-size="16" fill="${red}">${escape(pageName(index + 2, page))}</text>`;
      for (const line of wrap(storyTitle(page.stories[0]), 260, 20, 2)) {
        y += 28;
        svg += `<text x="680" y="${y}" font-size="20" font-weight="700" fill="#222">${escape(line)}</text>`;
      }
      svg += textLines(680, y + 14, 260, 90);
      y += 150;
    });
    return svg;
  }
  if (template === 'notched') {
    const box = templateBoxes.notched[1];
    const x = box.x + box.w - box.notch.w + 20;
    const y = box.y + box.h - box.notch.h + 20;
    const w = box.notch.w - 20;
    const h = box.notch.h - 20;
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#efe9dc" stroke="#9c978c" stroke-dasharray="6 4"/>` +
      `<text x="${x + w / 2}" y="${y + h / 2}" font-size="40" fill="#9c978c" text-anchor="middle" letter-spacing="20">广告</text>` +
      `<text x="${x + w / 2}" y="${y + h / 2 + 40}" font-size="16" fill="#9c978c" text-anchor="middle">临江日报社广告部</text>`
    );
  }
  return '';
}

/** Hairlines between stories (and between the two columns of a columns page). */
function rules(template) {
  const boxes = templateBoxes[template];
  const below = boxes
    .filter((box) => box.y + box.h < H - 60)
    .map(
      (box) => `<rect x="${box.x}" y="${box.y + box.h + 9}" width="${box.w}" height="1.5" fill="#8a857a"/>`,
    )
    .join('');
  const between =
    template === 'columns'
      ? `<rect x="609" y="${boxes[1].y}" width="1.5" height="${boxes[1].h}" fill="#8a857a"/>`
      : '';
  return below + between;
}

for (const edition of demoEditions) {
  pageTemplates.forEach((template, index) => {
    const pageNo = index + 1;
    const page = edition.pages[template];
    const boxes = templateBoxes[template];
    const stories = page.stories.map((ref, i) => story(boxes[i], storyTitle(ref), i === 0)).join('');
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${escape(serif)}" role="img" aria-label="临江日报 ${escape(pageName(pageNo, page))}">` +
      `<defs><pattern id="l" width="8" height="15" patternUnits="userSpaceOnUse"><rect width="8" height="6" fill="#c9c5ba"/></pattern></defs>` +
      `<rect width="${W}" height="${H}" fill="#f6f3ea"/>` +
      masthead(template, pageNo, page) +
      stories +
      extras(template, edition) +
      rules(template) +
      `<text x="500" y="1428" font-size="14" fill="#888" text-anchor="middle">临江日报 · 第${pageNumber(pageNo)}版</text></svg>\n`;
    const file = join(publicDir, pageImage(edition.edition, pageNo));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  });
}
