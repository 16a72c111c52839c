import { DEFAULT_IFRAME_HOSTS, sanitizeArticleHtml } from '@/lib/html/sanitizeArticleHtml';

const clean = (html: string, options?: Parameters<typeof sanitizeArticleHtml>[1]) =>
  sanitizeArticleHtml(html, options).html;

// Anything that would run script, whatever the vector: a tag, an event handler or a scriptable URL.
const SCRIPTY =
  /<script|<svg|<math|<object|<embed|<form|<style|\son\w+=|javascript:|vbscript:|data:|expression\(/i;

describe('sanitizeArticleHtml: XSS vectors (OWASP filter evasion classics)', () => {
  it.each([
    ['script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['img onerror', '<img src=x onerror="alert(1)">', ''],
    [
      'img onerror with a valid src',
      '<img src="/a.jpg" onerror=alert(1)>',
      '<img src="/a.jpg" alt="" loading="eager" fetchpriority="high" />',
    ],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['body onload', '<body onload=alert(1)><p>x</p></body>', '<p>x</p>'],
    ['href javascript:', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['href mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    [
      'href decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a>x</a>',
    ],
    [
      'href hex entities, no semicolons',
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['href embedded tab', '<a href="jav\tascript:alert(1)">x</a>', '<a>x</a>'],
    ['href encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['href encoded newline', '<a href="jav&#x0A;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['href leading spaces and controls', '<a href=" &#14;  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['href data:', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['href vbscript:', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['iframe from an unknown host', '<iframe src="https://evil.example/x"></iframe>', ''],
    ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>', ''],
    ['style expression()', '<div style="width: expression(alert(1))">x</div>', '<div>x</div>'],
    ['style url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['object and embed', '<object data="x.swf"><embed src="x.swf"></object>', ''],
    ['form', '<form action="https://evil.example"><input name=a><button>送出</button></form>', ''],
    ['unclosed img in attribute', '<img """><script>alert(1)</script>">', '"&gt;'],
    ['malformed a tags', '<a onmouseover="alert(1)">x</a>', '<a>x</a>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['base href', '<base href="javascript:alert(1)//">', ''],
    ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">', ''],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    [
      'template and noscript content',
      '<template><img src=/a.jpg></template><noscript><p>x</p></noscript>',
      '',
    ],
  ])('%s', (_name, input, expected) => {
    const html = clean(input);
    expect(html).not.toMatch(SCRIPTY);
    expect(html).toBe(expected);
  });

  it('drops class, id and every style property except text-align', () => {
    expect(
      clean('<p id="top" class="x" style="text-align: center; color: red; position: fixed">段落</p>'),
    ).toBe('<p style="text-align:center">段落</p>');
    expect(clean('<span style="text-align:left">a</span><div style="text-align:evil">b</div>')).toBe(
      '<span style="text-align:left">a</span><div>b</div>',
    );
  });
});

describe('sanitizeArticleHtml: what it keeps', () => {
  it('keeps text structure, lists, quotes, tables and figures', () => {
    const input =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><b>b</b><i>i</i><u>u</u><s>s</s><br>下一行</p><hr>' +
      '<ul><li>一</li></ul><ol start="3"><li>三</li></ol><blockquote>引用</blockquote>' +
      '<figure><img src="/a.jpg" alt="图"><figcaption>图注</figcaption></figure>' +
      '<table><caption>表</caption><colgroup span="2"><col span="1"></colgroup><thead><tr><th scope="col">甲</th></tr></thead>' +
      '<tbody><tr><td colspan="2" rowspan="x">乙</td></tr></tbody><tfoot><tr><td>丙</td></tr></tfoot></table>';
    const html = clean(input);
    for (const fragment of [
      '<h2>标题</h2>',
      '<strong>粗</strong><em>斜</em><b>b</b><i>i</i><u>u</u><s>s</s><br />下一行',
      '<hr />',
      '<ul><li>一</li></ul><ol start="3"><li>三</li></ol><blockquote>引用</blockquote>',
      '<figcaption>图注</figcaption></figure>',
      '<caption>表</caption><colgroup span="2"><col span="1" /></colgroup>',
      '<th scope="col">甲</th>',
      '<td colspan="2">乙</td>',
      '<tfoot><tr><td>丙</td></tr></tfoot>',
    ]) {
      expect(html).toContain(fragment);
    }
  });

  it('leaves Chinese text and punctuation untouched and escapes markup characters', () => {
    const text = '“新华社北京1月1日电”——全文　共计 3 段，约 1,000 字。';
    expect(clean(`<p>${text}</p>`)).toBe(`<p>${text}</p>`);
    expect(clean('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>')).toBe('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>');
  });

  it('returns empty results for empty input', () => {
    expect(sanitizeArticleHtml(null)).toEqual({ html: '', images: [], text: '' });
    expect(sanitizeArticleHtml('')).toEqual({ html: '', images: [], text: '' });
  });
});

describe('sanitizeArticleHtml: links', () => {
  it('opens external links in a new tab without opener or referrer', () => {
    expect(clean('<a href="https://other.example/a" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://other.example/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="//other.example/a">x</a>')).toBe(
      '<a href="https://other.example/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('leaves relative and same-site links in place', () => {
    expect(clean('<a href="/newsDetail/1/2.html" target="_blank">x</a>')).toBe(
      '<a href="/newsDetail/1/2.html">x</a>',
    );
    expect(clean('<a href="#p2">x</a>')).toBe('<a href="#p2">x</a>');
    expect(clean('<a href="https://news.example.cn/a.html">x</a>', { siteHosts: ['news.example.cn'] })).toBe(
      '<a href="https://news.example.cn/a.html">x</a>',
    );
  });

  it('keeps mailto and tel links in place', () => {
    expect(clean('<a href="mailto:tip@example.cn">报料</a><a href="tel:12345">电话</a>')).toBe(
      '<a href="mailto:tip@example.cn">报料</a><a href="tel:12345">电话</a>',
    );
  });
});

describe('sanitizeArticleHtml: images', () => {
  it('loads the first image eagerly with high priority and the rest lazily', () => {
    const html = clean('<img src="/1.jpg"><p><img src="https://img.example.cn/2.jpg"></p><img src="/3.jpg">');
    expect(html).toBe(
      '<img src="/1.jpg" alt="" loading="eager" fetchpriority="high" />' +
        '<p><img src="https://img.example.cn/2.jpg" alt="" loading="lazy" decoding="async" /></p>' +
        '<img src="/3.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('counts the first kept image as first, not a dropped one before it', () => {
    const { html, images } = sanitizeArticleHtml('<img src="javascript:x"><img src="/ok.jpg">');
    expect(images).toEqual([{ src: '/ok.jpg', alt: '' }]);
    expect(html).toBe('<img src="/ok.jpg" alt="" loading="eager" fetchpriority="high" />');
  });

  it('keeps numeric width and height and lists the images with alt text', () => {
    const { html, images } = sanitizeArticleHtml(
      '<img src="/a.jpg" alt="会场" width="640" height="360"><img src="/b.jpg" width="100%" height="auto" alt="b">',
    );
    expect(html).toContain('width="640" height="360"');
    expect(html).not.toContain('100%');
    expect(images).toEqual([
      { src: '/a.jpg', alt: '会场', width: 640, height: 360 },
      { src: '/b.jpg', alt: 'b' },
    ]);
  });

  it('drops images without an http(s) or root-relative src', () => {
    const { html, images } = sanitizeArticleHtml(
      '<img src="a.jpg"><img src="data:image/png;base64,iVBORw0KGgo="><img>',
    );
    expect(html).toBe('');
    expect(images).toEqual([]);
  });

  it('takes the address from data-src when the CMS copy kept only that', () => {
    const { html, images } = sanitizeArticleHtml('<img data-src="https://mmbiz.example/1.png">');
    expect(images).toEqual([{ src: 'https://mmbiz.example/1.png', alt: '' }]);
    expect(html).not.toContain('data-src');
  });
});

describe('sanitizeArticleHtml: embedded players', () => {
  it('exports the default allow-list', () => {
    expect(DEFAULT_IFRAME_HOSTS).toEqual(['v.qq.com', 'player.bilibili.com', 'www.youtube-nocookie.com']);
  });

  it('keeps an iframe from an allowed host, lazy, full-screen capable and over https', () => {
    expect(
      clean(
        '<iframe src="http://v.qq.com/txp/iframe/player.html?vid=x1" width="640" height="360" onload="x"></iframe>',
      ),
    ).toBe(
      '<iframe src="https://v.qq.com/txp/iframe/player.html?vid=x1" width="640" height="360" allowfullscreen ' +
        'loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    expect(clean('<iframe src="//player.bilibili.com/player.html?bvid=BV1"></iframe>')).toContain(
      'src="https://player.bilibili.com/player.html?bvid=BV1"',
    );
  });

  it('matches hosts exactly and takes a custom list', () => {
    expect(clean('<iframe src="https://v.qq.com.evil.example/x"></iframe>')).toBe('');
    expect(clean('<iframe src="https://evil.v.qq.com/x"></iframe>')).toBe('');
    expect(clean('<iframe src="https://v.qq.com/x"></iframe>', { iframeHosts: ['video.example.cn'] })).toBe(
      '',
    );
    expect(
      clean('<iframe src="https://video.example.cn/p"></iframe>', { iframeHosts: ['video.example.cn'] }),
    ).toContain('src="https://video.example.cn/p"');
  });

  it('keeps nothing inside an iframe, and nothing of a refused one', () => {
    const { html, images, text } = sanitizeArticleHtml(
      '<iframe src="https://v.qq.com/p">备用<img src="/in.jpg"><p>内</p></iframe>' +
        '<iframe src="https://evil.example/">坏<img src="/bad.jpg"></iframe><p>后<strong>文</strong></p>',
    );
    expect(html).toBe(
      '<iframe src="https://v.qq.com/p" allowfullscreen loading="lazy" ' +
        'referrerpolicy="strict-origin-when-cross-origin"></iframe><p>后<strong>文</strong></p>',
    );
    expect(images).toEqual([]);
    expect(text).toBe('后文');
  });

  it('keeps video and audio with safe sources, controls and no autoplay', () => {
    expect(
      clean(
        '<video src="/v.mp4" poster="javascript:x" autoplay onplay="x"><source src="javascript:x">' +
          '<source src="/v.webm" type="video/webm"></video><audio src="https://a.example/a.mp3" autoplay></audio>',
      ),
    ).toBe(
      '<video src="/v.mp4" controls playsinline webkit-playsinline preload="metadata">' +
        '<source src="/v.webm" type="video/webm" /></video>' +
        '<audio src="https://a.example/a.mp3" controls preload="metadata"></audio>',
    );
  });
});

describe('sanitizeArticleHtml: plain text', () => {
  it('gives one line per block with entities decoded and whitespace collapsed', () => {
    const { text } = sanitizeArticleHtml(
      '<h1>标题</h1><p>第一段&nbsp;&nbsp;文字<br>换行</p><ul><li>甲</li><li>乙</li></ul>' +
        '<table><tr><td>a</td><td>b</td></tr></table><p>A &amp; B &lt;c&gt;</p>',
    );
    expect(text).toBe('标题\n第一段 文字\n换行\n甲\n乙\na b\nA & B <c>');
  });

  it('leaves out the text of dropped scripts and styles but keeps text of dropped wrappers', () => {
    const { text, html } = sanitizeArticleHtml(
      '<font color="red">红字</font><script>var a = 1;</script><style>p{}</style><center>居中</center>',
    );
    expect(text).toBe('红字\n居中');
    expect(html).toBe('红字居中');
  });

  it('cleans a body once and hands the same result to the next render of it, per set of options', () => {
    const body = '<p>临江<a href="https://news.example.cn/a.html">x</a><script>alert(1)</script></p>';
    const first = sanitizeArticleHtml(body);
    expect(sanitizeArticleHtml(body)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const asSite = sanitizeArticleHtml(body, { siteHosts: ['news.example.cn'] });
    expect(asSite).not.toBe(first);
    expect(first.html).toContain('target="_blank"');
    expect(asSite.html).not.toContain('target="_blank"');
    expect(sanitizeArticleHtml(`${body}<p>更正</p>`).text).toBe('临江x\n更正');
  });
});
