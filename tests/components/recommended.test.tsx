import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from './server';
import { render } from './render';
import { prepareListIsland } from './listIsland';
import { rawStory } from './stories';
import { RecommendedList } from '@/components/people/RecommendedList';

beforeAll(prepareListIsland);

describe('猜你喜欢 under an article', () => {
  it('leaves out the stories the related and hot lists above it show, and still shows six', async () => {
    const sizes: (string | null)[] = [];
    server.use(
      http.get('http://localhost/api/main/recommendList', ({ request }) => {
        const size = new URL(request.url).searchParams.get('size');
        sizes.push(size);
        const list = Array.from({ length: Number(size) }, (_, index) =>
          rawStory(index + 1, { title: `推荐稿件${index + 1}` }),
        );
        return HttpResponse.json({ status: 0, message: '', data: { list } });
      }),
    );
    // The stories above arrive as a promise, as the server streams them: React suspends on it.
    await act(async () => {
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <Suspense fallback={null}>
            <RecommendedList
              fileId={48}
              heading="猜你喜欢"
              layout="right"
              shown={Promise.resolve([2, 3, 5])}
            />
          </Suspense>
        </SWRConfig>,
      );
    });
    const region = await screen.findByRole('region', { name: '猜你喜欢' });
    const titles = Array.from(region.querySelectorAll('li h3, li h2'), (heading) => heading.textContent);
    expect(titles).toEqual(['推荐稿件1', '推荐稿件4', '推荐稿件6', '推荐稿件7', '推荐稿件8', '推荐稿件9']);
    // Asked for six and room for the three left out.
    expect(sizes).toEqual(['9']);
  });
});
