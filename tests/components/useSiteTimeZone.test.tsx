import { render as bareRender, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { render } from './render';
import { useSiteTimeZone } from '@/lib/i18n/useSiteTimeZone';

function Zone() {
  return <p>{useSiteTimeZone()}</p>;
}

describe("an island's time zone", () => {
  it("is the one next-intl's provider passes down", () => {
    render(<Zone />);
    expect(screen.getByText('Asia/Shanghai')).toBeInTheDocument();
  });

  it('is refused under a provider that gives none', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      bareRender(
        <NextIntlClientProvider locale="cn" messages={{}}>
          <Zone />
        </NextIntlClientProvider>,
      ),
    ).toThrow(/gave no time zone/);
    logged.mockRestore();
  });
});
