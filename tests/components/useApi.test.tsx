import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { render } from './render';
import { useApi } from '@/lib/api/useApi';
import { isEmptyMarker } from '@/lib/api/envelope';

function ColumnNames({ parent }: { parent: number }) {
  const { data, error } = useApi('getColumns', { parentColumnId: parent }, (reply) =>
    isEmptyMarker(reply) ? [] : (reply as { list: { name: string }[] }).list.map((c) => c.name),
  );
  if (error) return <p role="alert">{(error as Error).name}</p>;
  if (!data) return <p>loading</p>;
  return data.length ? (
    <ul>
      {data.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  ) : (
    <p>还没有内容</p>
  );
}

const renderFresh = (ui: ReactElement) =>
  render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

beforeAll(() => startBrowserSession());

describe('useApi', () => {
  it('loads through the API client and maps the reply', async () => {
    server.use(
      http.get('http://localhost/api/main/getColumns', ({ request }) =>
        HttpResponse.json({
          status: 0,
          message: '',
          data: { list: [{ name: `要闻${new URL(request.url).searchParams.get('parentColumnId')}` }] },
        }),
      ),
    );
    renderFresh(<ColumnNames parent={3} />);
    expect(await screen.findByRole('listitem')).toHaveTextContent('要闻3');
  });

  it('hands the empty marker to the mapper so screens show their empty state', async () => {
    server.use(
      http.get('http://localhost/api/main/getColumns', () => HttpResponse.json({ status: 0, data: null })),
    );
    renderFresh(<ColumnNames parent={1} />);
    expect(await screen.findByText('还没有内容')).toBeInTheDocument();
  });

  it('surfaces failures as ApiErrors', async () => {
    server.use(
      http.get('http://localhost/api/main/getColumns', () =>
        HttpResponse.json({ status: -1, message: '栏目不存在' }),
      ),
    );
    renderFresh(<ColumnNames parent={9} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ApiError'));
  });
});
