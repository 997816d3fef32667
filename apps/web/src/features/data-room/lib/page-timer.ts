// Time per page of the data room's viewer (decision 172): the seller sees how long each buyer
// spent on each page. Time counts only while the page is on screen and the tab is visible; what
// accumulated is handed over in reports, each at most 10 minutes per page (the server's cap).

export type PageTime = { page: number; ms: number };

/** The server refuses more than this per page and report (dataRoomViewEventsInput). */
export const MAX_REPORT_MS = 600_000;

export class PageTimer {
  private pending = new Map<number, number>();
  private page: number | null = null;
  private since: number | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The page now on screen (null: none, e.g. the tab is hidden). */
  show(page: number | null): void {
    this.stop();
    this.page = page;
    if (page !== null) this.since = this.now();
  }

  /** Stops counting (the tab went to the background); `show` starts again. */
  pause(): void {
    const page = this.page;
    this.stop();
    this.page = page;
  }

  resume(): void {
    if (this.page !== null && this.since === null) this.since = this.now();
  }

  /** What accumulated since the last report, page by page, and starts a new report. */
  take(): PageTime[] {
    const running = this.page !== null && this.since !== null;
    this.stop();
    const out: PageTime[] = [];
    for (const [page, ms] of [...this.pending.entries()].sort((a, b) => a[0] - b[0])) {
      const rounded = Math.round(ms);
      if (rounded > 0) out.push({ page, ms: Math.min(rounded, MAX_REPORT_MS) });
    }
    this.pending.clear();
    if (running) this.since = this.now();
    return out;
  }

  private stop(): void {
    if (this.page !== null && this.since !== null) {
      const elapsed = Math.max(0, this.now() - this.since);
      this.pending.set(this.page, (this.pending.get(this.page) ?? 0) + elapsed);
    }
    this.since = null;
  }
}
