import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from './server';
import { hydrateServerMarkup, render } from './render';
import { prepareListIsland } from './listIsland';
import { SearchBox } from '@/components/search/SearchBox.island';

beforeAll(prepareListIsland);

/** Every keyword searchSuggest is asked for, answered with two suggestions of it. */
function suggest() {
  const asked: string[] = [];
  server.use(
    http.get('http://localhost/api/main/searchSuggest', ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      asked.push(keyword);
      return HttpResponse.json({
        status: 0,
        message: '',
        data: { list: [`${keyword}公园`, `${keyword}开园`] },
      });
    }),
  );
  return asked;
}

const box = (defaultValue: string) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <SearchBox
      defaultValue={defaultValue}
      placeholder="搜索"
      suggestionsLabel="搜索建议"
      suggestionHref="/search.html?keyword={keyword}"
    />
  </SWRConfig>
);

describe('the search box', () => {
  it('suggests once the reader pauses typing, each suggestion a link to its results', async () => {
    const asked = suggest();
    render(box(''));
    fireEvent.change(screen.getByRole('combobox', { name: '搜索' }), { target: { value: '湿地' } });
    expect(await screen.findByRole('link', { name: '湿地公园' }, { timeout: 2000 })).toHaveAttribute(
      'href',
      `/search.html?keyword=${encodeURIComponent('湿地公园')}`,
    );
    expect(asked).toEqual(['湿地']);
  });

  it('takes a keyword typed before it started, over the one the results page came with', async () => {
    const asked = suggest();
    await hydrateServerMarkup(box('大桥'), (container) => {
      container.querySelector('input')!.value = '湿地';
    });
    const field = screen.getByRole('combobox', { name: '搜索' });
    expect(await screen.findByRole('link', { name: '湿地开园' }, { timeout: 2000 })).toBeInTheDocument();
    expect(asked).toEqual(['湿地']);
    // A render after it (the list closing as the reader leaves the field) keeps what they typed.
    act(() => void fireEvent.blur(field));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(field).toHaveValue('湿地');
  });
});
