/**
 * The loader of a server-rendered page's code (decision 145, «The code is asked for once
 * the first screen is shown»). The
 * server puts it in the head as a small `defer` script in place of the app's module script,
 * with the entry's address in `data-entry`. A rendered page needs no code to show: its
 * stylesheet, text font and first-screen pictures (the images it marks `eager` or
 * `fetchpriority="high"` that are in view) take the phone's link first, and the ~230 KB of
 * JavaScript is asked for once they are on screen: the browser's own reports of what it has
 * shown (Paint Timing's first contentful paint, Element Timing for the pictures, which the
 * server marks `elementtiming`), or where it has none, decoded and a frame later. It starts at
 * once when the visitor reaches for the page (a press, a key, a touch), when the tab is hidden
 * (nothing to paint), and after 3 s at most.
 *
 * A button pressed before the page is hydrated is not lost: the press starts the code, and
 * once `HydrationRelease` marks <html data-hydrated> the button is pressed again for the
 * visitor (a form's submit button is held back meanwhile, not sent half-done). Until then the
 * press stops here, so React — whose listeners are on the page as soon as it starts
 * hydrating, and which may hydrate the part pressed and run its handler — never sees it too:
 * pressed once, whenever it came. Links work without code, as always.
 *
 * A classic script (no imports, its names kept out of the page's globals by the function
 * around it): the server loads it with `defer`, so it runs on the parsed page and never delays
 * the first paint.
 */

(() => {
  const MAX_WAIT_MS = 3000;

  const script = document.currentScript as HTMLScriptElement | null;
  const entry = script?.dataset.entry;

  if (entry) startWhenPainted(entry);

  function startWhenPainted(entry: string) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const module = document.createElement('script');
      module.type = 'module';
      module.crossOrigin = 'anonymous';
      module.src = entry;
      document.head.append(module);
    };

    if (document.visibilityState === 'hidden') start();
    // (Anything a browser lacks on the way: the code starts rather than wait for the 3 s.)
    else void firstScreenShown().then(start, start);
    setTimeout(start, MAX_WAIT_MS);
    document.addEventListener('visibilitychange', start, { once: true });
    for (const type of ['pointerdown', 'keydown', 'touchstart'])
      window.addEventListener(type, start, { capture: true, once: true, passive: true });

    // A press on a button before hydration: remembered, and repeated once the page is hydrated.
    let pressed: HTMLElement | HTMLFormElement | null = null;
    const hydrated = () => document.documentElement.dataset.hydrated === 'true';
    const BUTTONS = 'button, [role="button"], input[type="submit"], input[type="button"]';
    document.addEventListener(
      'click',
      (event) => {
        if (hydrated() || !(event.target instanceof Element)) return;
        const button = event.target.closest<HTMLElement>(BUTTONS);
        if (!button?.closest('#root')) return;
        event.preventDefault();
        event.stopPropagation();
        pressed = button;
        start();
      },
      { capture: true },
    );
    // Enter in a field sends its form without a click: held back the same way.
    document.addEventListener(
      'submit',
      (event) => {
        if (hydrated()) return;
        event.preventDefault();
        event.stopPropagation();
        const form = event.target instanceof HTMLFormElement ? event.target : null;
        pressed = (event as SubmitEvent).submitter ?? form ?? pressed;
        start();
      },
      { capture: true },
    );
    new MutationObserver((_records, observer) => {
      if (!hydrated()) return;
      observer.disconnect();
      const button = pressed;
      pressed = null;
      if (!button?.isConnected || button.hasAttribute('disabled')) return;
      if (button instanceof HTMLFormElement) button.requestSubmit();
      else button.click();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  }

  /** The entries the browser reports, from the start of the page on (buffered). */
  function observe(type: string, onEntry: (entry: PerformanceEntry) => void): boolean {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes(type)) return false;
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    return true;
  }

  /** After the browser has painted what is on screen now (a frame, then a task after it). */
  function afterPaint() {
    return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }

  /** The first paint and the text font, then each first-screen picture in view, shown. */
  async function firstScreenShown(): Promise<void> {
    const shown = new Set<Element>();
    const waiting = new Map<Element, () => void>();
    const elementTiming = observe('element', (entry) => {
      const element = (entry as PerformanceEntry & { element: Element | null }).element;
      if (!element) return;
      shown.add(element);
      waiting.get(element)?.();
    });
    let painted = () => {};
    const firstPaint = new Promise<void>((resolve) => {
      painted = resolve;
    });
    if (!observe('paint', (entry) => entry.name === 'first-contentful-paint' && painted()))
      void afterPaint().then(painted);

    const pictureShown = (img: HTMLImageElement) => {
      // A picture that fails shows the page's fallback: nothing to wait for.
      const failed = new Promise<void>((resolve) => {
        if (img.complete && img.naturalWidth === 0) resolve();
        img.addEventListener('error', () => resolve(), { once: true });
      });
      const onScreen =
        elementTiming && img.hasAttribute('elementtiming')
          ? new Promise<void>((resolve) => {
              if (shown.has(img)) resolve();
              else waiting.set(img, resolve);
            })
          : img
              .decode()
              .catch(() => undefined)
              .then(afterPaint);
      return Promise.race([failed, onScreen]);
    };

    const candidates = Array.from(
      document.querySelectorAll<HTMLImageElement>(
        '#root img[loading="eager"], #root img[fetchpriority="high"]',
      ),
    );
    await firstPaint;
    await document.fonts.ready;
    const inView = await inViewport(candidates);
    await Promise.all(inView.map(pictureShown));
  }

  /** Which of the images are in the first screen (without forcing a layout). */
  function inViewport(images: HTMLImageElement[]): Promise<HTMLImageElement[]> {
    if (images.length === 0 || !('IntersectionObserver' in window)) return Promise.resolve(images);
    return new Promise((resolve) => {
      const seen = new Map<Element, boolean>();
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) seen.set(entry.target, entry.isIntersecting);
        if (seen.size < images.length) return;
        observer.disconnect();
        resolve(images.filter((img) => seen.get(img)));
      });
      for (const img of images) observer.observe(img);
    });
  }
})();
