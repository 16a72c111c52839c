import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { writeToken } from '@/lib/auth/tokenWrites';
import { addMemberPoints } from '@/lib/stats/memberPoints';
import { PdfViewer } from '@/components/member/PdfViewer.island';

const labels = {
  frameTitle: '区块链证书',
  download: '下载证书',
  loading: '证书加载中...',
  failed: '下载失败',
};

beforeAll(async () => {
  await startBrowserSession();
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/certificate');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => localStorage.clear());

describe('区块链证书', () => {
  it('frames the PDF and offers the same copy for download', async () => {
    server.use(
      http.get('http://localhost/demo/cert.pdf', () =>
        HttpResponse.text('%PDF-1.7 certificate', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    render(<PdfViewer url="/demo/cert.pdf" fileName="区块链证书.pdf" labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('证书加载中...');
    expect(screen.getByRole('link', { name: '下载证书' })).toHaveAttribute('href', '/demo/cert.pdf');
    const frame = await screen.findByTitle('区块链证书');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/certificate');
    expect(screen.getByRole('link', { name: '下载证书' })).toHaveAttribute('download', '区块链证书.pdf');
  });

  it('says 下载失败 when the file is missing or not a PDF, and keeps the plain link', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/demo/gone.pdf', () => HttpResponse.text('<html>', { status: 404 })),
    );
    render(<PdfViewer url="/demo/gone.pdf" fileName="区块链证书.pdf" labels={labels} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('下载失败');
    expect(screen.queryByTitle('区块链证书')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载证书' })).toHaveAttribute('href', '/demo/gone.pdf');
    jest.mocked(console.error).mockRestore();
  });
});

describe('points for reading', () => {
  it('are asked for a signed-in member only, without waiting for them', async () => {
    const added: Record<string, string>[] = [];
    server.use(
      http.post('http://localhost/api/main/score/add', async ({ request }) => {
        added.push({
          ...Object.fromEntries(new URLSearchParams(await request.text())),
          token: request.headers.get('token') ?? '',
        });
        return HttpResponse.json({
          status: 0,
          message: '阅读积分+1',
          data: { added: 1, total: 1, today: 1 },
        });
      }),
    );
    expect(addMemberPoints(12, 'read')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added).toEqual([]);

    writeToken(localStorage, 'security', 'member-access');
    writeToken(localStorage, 'refresh', 'member-refresh');
    writeToken(localStorage, 'member', '7');
    addMemberPoints(12, 'read');
    addMemberPoints(12, 'share');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added).toEqual([
      expect.objectContaining({ action: 'read', fileId: '12', token: 'member-access' }),
      expect.objectContaining({ action: 'share', fileId: '12', token: 'member-access' }),
    ]);
  });
});
