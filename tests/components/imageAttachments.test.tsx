// The form kit's picture picker (components/forms/ImageAttachments.tsx) with lib/api's real uploadImage over msw:
// a wrong type refused before anything is sent, progress then a thumbnail at the picture's own size, and a failed
// upload that leaves the picker usable, retried.
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { browserClient } from '@/lib/api/browserClient';
import { uploadImage } from '@/lib/api/uploadActions';
import type { UploadedImage, UploadProgress } from '@/lib/api/uploadModel';
import { ImageAttachments } from '@/components/forms/ImageAttachments';

const UPLOAD = 'http://localhost/api/upload/uploadImage';
const sent: { name: string; size: number; query: string }[] = [];

const realUpload = async (file: File, onProgress: UploadProgress) =>
  uploadImage(await browserClient(), file, onProgress);

function Picker({
  onImages,
  upload = realUpload,
}: {
  onImages?(images: UploadedImage[]): void;
  upload?(file: File, onProgress: UploadProgress): Promise<UploadedImage>;
}) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  return (
    <ImageAttachments
      images={images}
      onChange={(next) => {
        setImages(next);
        onImages?.(next);
      }}
      upload={upload}
    />
  );
}

// Node's File: jest-fixed-jsdom gives the page Node's FormData, which takes Node's blobs only (a browser's are one).
const picture = (name: string, bytes = 2048) =>
  new NodeFile([new Uint8Array(bytes)], name, { type: 'image/png' }) as unknown as File;
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('添加图片'), { target: { files } });

/** An upload answer the test releases when it wants, after recording what was sent. */
function heldUpload(answer: (name: string) => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(UPLOAD, async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      sent.push({ name: file.name, size: file.size, query: new URL(request.url).search });
      await released;
      return answer(file.name);
    }),
  );
  return release;
}

const stored = (url: string) =>
  HttpResponse.json({ status: 0, message: '上传成功', data: { url, width: 640, height: 480, size: 2048 } });

beforeAll(() => startBrowserSession());
beforeEach(() => {
  sent.length = 0;
});

describe('ImageAttachments', () => {
  it('refuses a wrong type with the message before sending anything', async () => {
    const release = heldUpload(() => stored('/api/upload/files/never.png'));
    render(<Picker />);
    choose(picture('setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    choose(picture('drawing.svg'));
    expect(screen.getByRole('alert')).toHaveTextContent('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('添加图片')).toBeEnabled();
    expect(screen.getByLabelText('添加图片')).toHaveAccessibleDescription(
      '最多3张，每张不超过5MB，支持jpg/jpeg/png/gif/bmp',
    );
  });

  it('shows the progress while the picture goes, then its thumbnail at its own size, removable', async () => {
    const release = heldUpload(() => stored('/api/upload/files/abc.png'));
    const changes: UploadedImage[][] = [];
    render(<Picker onImages={(images) => changes.push(images)} />);
    choose(picture('江边.PNG'));
    expect(await screen.findByRole('progressbar', { name: '正在上传 江边.PNG' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    const thumbnail = await screen.findByRole('img', { name: '评论图片 1' });
    expect(thumbnail).toHaveAttribute('src', '/api/upload/files/abc.png');
    expect(thumbnail).toHaveAttribute('width', '640');
    expect(thumbnail).toHaveAttribute('height', '480');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ name: '江边.PNG', size: 2048 });
    expect(sent[0]?.query).toMatch(/siteId=1/);
    expect(changes).toEqual([[{ url: '/api/upload/files/abc.png', width: 640, height: 480 }]]);

    fireEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(changes.at(-1)).toEqual([]);
  });

  it('follows the progress the upload reports', async () => {
    let report: UploadProgress = () => {};
    let finish: (image: UploadedImage) => void = () => {};
    const upload = (_file: File, onProgress: UploadProgress) => {
      report = onProgress;
      return new Promise<UploadedImage>((resolve) => (finish = resolve));
    };
    render(<Picker upload={upload} />);
    choose(picture('slow.gif'));
    const bar = await screen.findByRole('progressbar', { name: '正在上传 slow.gif' });
    expect(bar).toHaveAttribute('value', '0');
    act(() => report(0.42));
    expect(bar).toHaveAttribute('value', '42');
    act(() => finish({ url: '/api/upload/files/slow.gif', width: 1, height: 1 }));
    expect(await screen.findByRole('img', { name: '评论图片 1' })).toHaveAttribute('width', '1');
  });

  it('keeps the picker usable when the server fails, and sends the picture again on retry', async () => {
    let fail = true;
    const release = heldUpload(() =>
      fail
        ? HttpResponse.json({ status: 0, message: '', data: null }, { status: 503 })
        : stored('/api/upload/files/again.jpg'),
    );
    release();
    render(<Picker />);
    choose(picture('photo.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('photo.jpg：图片上传失败，请重试');
    expect(screen.getByLabelText('添加图片')).toBeEnabled();
    expect(screen.getByRole('button', { name: '放弃 photo.jpg' })).toBeEnabled();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新上传 photo.jpg' }));
    expect(await screen.findByRole('img', { name: '评论图片 1' })).toHaveAttribute(
      'src',
      '/api/upload/files/again.jpg',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.map((each) => each.name)).toEqual(['photo.jpg', 'photo.jpg']);
  });

  it("shows the backend's refusal of a picture whose content is not what its name says", async () => {
    heldUpload(() =>
      HttpResponse.json({ status: -1, message: '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！', data: null }),
    )();
    render(<Picker />);
    choose(picture('renamed.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
    expect(screen.getByRole('button', { name: '重新上传 renamed.png' })).toBeInTheDocument();
  });

  it('takes no picture over the size limit, and no more than three', async () => {
    heldUpload((name) => stored(`/api/upload/files/${name}`))();
    render(<Picker />);
    choose(picture('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('图片不能超过5MB');
    choose(picture('1.png'), picture('2.png'), picture('3.png'), picture('4.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('最多上传3张图片');
    expect(screen.queryByLabelText('添加图片')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(sent.map((each) => each.name)).toEqual(['1.png', '2.png', '3.png']);
  });

  it('keeps a picture picked twice once: the upload service answers the same address for the same content', async () => {
    heldUpload(() => stored('/api/upload/files/same.png'))();
    render(<Picker />);
    choose(picture('a.png'), picture('b.png'));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByLabelText('添加图片')).toBeEnabled();
  });
});
