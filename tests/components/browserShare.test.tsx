import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from './render';
import { startBrowserSession } from './browserSession';
import { recordingStats, shareRecords } from './shareRecords';
import cn from '@/messages/cn.json';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { BrowserShareButton } from '@/components/share/BrowserShareButton.island';

const API = 'http://localhost/api';
const config = publicConfigFrom({}, '');
const stats = recordingStats(API);
const target = {
  title: '市人代会开幕',
  text: '十项民生实事',
  url: 'https://news.example.cn/newsDetail/3/42.html',
  poster: 'https://news.example.cn/shareCard/42-square.png?v=abc',
  posterFileName: '42.png',
};
const t = cn.share;
const text = {
  title: t.sheetTitle,
  link: t.link,
  copyLink: t.copyLink,
  copied: t.copied,
  copyFailed: t.copyFailed,
  poster: t.poster,
  posterHint: t.posterHint,
  savePoster: t.savePoster,
  close: t.close,
};

const { posted, records, listen } = shareRecords(API);
const nav = navigator as unknown as { share?: unknown; clipboard?: unknown };

function button(objectType = 0) {
  return (
    <BrowserShareButton
      label={t.share}
      text={text}
      target={target}
      article={{ fileId: 42, config, stats }}
      objectType={objectType}
    />
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeAll(async () => {
  await startBrowserSession({ config });
});
beforeEach(() => {
  delete nav.share;
  delete nav.clipboard;
  listen();
});

/** The share event (type 2) and the share record (1000009), with the channel each names, if any. */
async function expectShareRecorded(channel: string | undefined, objectType = '0') {
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toMatchObject({ id: '42', type: '2', eventType: objectType, appID: '1' });
  expect(posted[0]?.channel).toBe(channel);
  await waitFor(() => expect(records).toHaveLength(1));
  expect(records[0]).toMatchObject({ dataType: '1000009', articleID: '42' });
  expect(records[0]?.shareChanel).toBe(channel);
}

describe('the share button of ordinary browsers', () => {
  it('opens the system share sheet where the browser has one, and records the completed share', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    nav.share = share;
    render(button(10));
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(share).toHaveBeenCalledWith({ title: target.title, text: target.text, url: target.url });
    // The system sheet does not say where the reader shared to: the share names no channel.
    await expectShareRecorded(undefined, '10');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records nothing when the reader cancels the system share sheet', async () => {
    nav.share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
    expect(records).toEqual([]);
  });

  it('falls back to the site’s sheet when the browser refuses the system one', async () => {
    nav.share = jest.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(await screen.findByRole('dialog', { name: '分享给朋友' })).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('offers the link to copy without the Web Share API, says 已复制 and records the share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const sheet = await screen.findByRole('dialog', { name: '分享给朋友' });
    expect(within(sheet).getByRole('textbox', { name: '文章链接' })).toHaveValue(target.url);
    expect(within(sheet).getByRole('status')).toHaveTextContent('');

    fireEvent.click(within(sheet).getByRole('button', { name: '复制链接' }));
    expect(await within(sheet).findByRole('button', { name: '已复制' })).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('已复制');
    expect(writeText).toHaveBeenCalledWith(target.url);
    await expectShareRecorded(undefined);
  });

  it('says so when the link cannot be copied, and records nothing', async () => {
    stubClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent(t.copyFailed));
    expect(within(sheet).getByRole('button', { name: '复制链接' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
  });

  it('shows the poster to save, and records a saved poster as shared to the album (channel 6)', async () => {
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('img', { name: '分享海报' })).toHaveAttribute('src', target.poster);
    const save = within(sheet).getByRole('link', { name: '保存海报' });
    expect(save).toHaveAttribute('href', target.poster);
    expect(save).toHaveAttribute('download', '42.png');
    save.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(save);
    await expectShareRecorded('6');
  });

  it('closes the sheet with its cancel button', async () => {
    render(button());
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
