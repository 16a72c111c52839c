import { act, render, screen } from '@testing-library/react';
import { useMinuteClock } from '@/components/column/useMinuteClock';

function Clock() {
  return <p>{useMinuteClock()}</p>;
}

describe('the clock of lists drawn in the browser', () => {
  afterEach(() => jest.useRealTimers());

  it('starts at the time now and moves on every minute, not in between', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
    render(<Clock />);
    const start = Date.parse('2026-11-27T08:00:00Z');
    expect(screen.getByRole('paragraph')).toHaveTextContent(String(start));
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('paragraph')).toHaveTextContent(String(start));
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('paragraph')).toHaveTextContent(String(start + 60_000));
  });
});
