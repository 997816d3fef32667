import { describe, expect, it } from 'vitest';
import { MAX_REPORT_MS, PageTimer } from './page-timer';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('PageTimer', () => {
  it('counts the time of each page shown, and starts a new report after each take', () => {
    const c = clock();
    const timer = new PageTimer(c.now);
    timer.show(1);
    c.advance(4_000);
    timer.show(2);
    c.advance(1_500);
    timer.show(1);
    c.advance(500);
    expect(timer.take()).toEqual([
      { page: 1, ms: 4_500 },
      { page: 2, ms: 1_500 },
    ]);
    c.advance(2_000);
    expect(timer.take()).toEqual([{ page: 1, ms: 2_000 }]);
    expect(timer.take()).toEqual([]);
  });

  it('does not count while paused (tab hidden), and resumes on the same page', () => {
    const c = clock();
    const timer = new PageTimer(c.now);
    timer.show(3);
    c.advance(1_000);
    timer.pause();
    c.advance(60_000);
    timer.resume();
    c.advance(2_000);
    expect(timer.take()).toEqual([{ page: 3, ms: 3_000 }]);
  });

  it('caps a page at the server limit per report', () => {
    const c = clock();
    const timer = new PageTimer(c.now);
    timer.show(1);
    c.advance(MAX_REPORT_MS + 90_000);
    expect(timer.take()).toEqual([{ page: 1, ms: MAX_REPORT_MS }]);
  });

  it('counts nothing with no page on screen', () => {
    const c = clock();
    const timer = new PageTimer(c.now);
    timer.show(null);
    c.advance(5_000);
    timer.resume();
    c.advance(5_000);
    expect(timer.take()).toEqual([]);
  });
});
