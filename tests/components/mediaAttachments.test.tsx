// The form kit's picker with `kind` video (components/forms/ImageAttachments.tsx) and lib/api's real uploadInParts
// over msw: a video sent in parts, a part that fails on the way sent again, the stored video shown in its player;
// a file cancelled on its way leaves nothing; a wrong type is refused before anything is sent.
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { browserClient } from '@/lib/api/browserClient';
import { uploadInParts } from '@/lib/api/uploadActions';
import type { UploadedImage, UploadProgress } from '@/lib/api/uploadModel';
import { ImageAttachments } from '@/components/forms/ImageAttachments';

const BASE = 'http://localhost/api/upload';
const UPLOAD_ID = 'a'.repeat(32);
const parts: number[] = [];
const added: UploadedImage[][] = [];

const upload = async (file: File, onProgress: UploadProgress, signal?: AbortSignal) =>
  uploadInParts(await browserClient(), file, 'video', onProgress, signal);

function VideoPicker() {
  const [videos, setVideos] = useState<UploadedImage[]>([]);
  return (
    <ImageAttachments
      kind="video"
      max={1}
      images={videos}
      onChange={(next) => {
        setVideos(next);
        added.push(next);
      }}
      upload={upload}
    />
  );
}

const video = (name: string) =>
  new NodeFile([new Uint8Array(10)], name, { type: 'video/mp4' }) as unknown as File;
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('添加视频'), { target: { files: [file] } });
const envelope = (data: object) => HttpResponse.json({ status: 0, message: '', data });

/** The flow's three calls; `part` answers each part (its number given). */
function flow(part: (number: number) => Promise<Response> | Response) {
  server.use(
    http.post(`${BASE}/mamUploadAccessToken2`, () =>
      envelope({ uploadId: UPLOAD_ID, partSize: 4, partCount: 3 }),
    ),
    http.post(`${BASE}/minioUpload`, ({ request }) => {
      const number = Number(new URL(request.url).searchParams.get('partNumber'));
      parts.push(number);
      return part(number);
    }),
    http.post(`${BASE}/mamUploadDone2`, () =>
      envelope({ url: '/api/upload/files/clip.mp4', kind: 'video', width: 0, height: 0, duration: 8 }),
    ),
  );
}

beforeAll(() => startBrowserSession());
beforeEach(() => {
  parts.length = 0;
  added.length = 0;
});

describe('ImageAttachments with videos', () => {
  it('sends a video in parts, the part that failed on the way again, and shows it in its player', async () => {
    let failed = false;
    flow((number) => {
      if (number === 2 && !failed) {
        failed = true;
        return HttpResponse.error();
      }
      return envelope({ partNumber: number });
    });
    render(<VideoPicker />);
    choose(video('江边.mp4'));
    expect(await screen.findByRole('progressbar', { name: '正在上传 江边.mp4' })).toBeInTheDocument();
    const player = await screen.findByLabelText('视频 1', {}, { timeout: 5000 });
    expect(player).toHaveAttribute('src', '/api/upload/files/clip.mp4');
    expect(parts).toEqual([1, 2, 2, 3]);
    expect(added).toEqual([
      [{ url: '/api/upload/files/clip.mp4', width: 0, height: 0, kind: 'video', duration: 8 }],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('添加视频')).not.toBeInTheDocument();
  });

  it('cancels a video on its way: no more parts go, nothing is added, nothing is said', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    flow(async (number) => {
      await held;
      return envelope({ partNumber: number });
    });
    render(<VideoPicker />);
    choose(video('long.mp4'));
    await waitFor(() => expect(parts).toEqual([1]));
    fireEvent.click(screen.getByRole('button', { name: '取消上传 long.mp4' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parts).toEqual([1]);
    expect(added).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('添加视频')).toBeEnabled();
  });

  it('refuses a file that is no video by its name before sending anything', async () => {
    flow(() => envelope({}));
    render(<VideoPicker />);
    choose(video('setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持MP4、MOV或WebM格式的视频');
    expect(parts).toEqual([]);
    expect(screen.getByLabelText('添加视频')).toHaveAccessibleDescription(
      '最多1个，每个不超过100MB、5分钟，支持mp4/mov/webm',
    );
  });
});
