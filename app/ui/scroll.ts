import { useSyncExternalStore } from "react";

// spec §9: thresholds 30 px (header) and 10 px (scroll-to-top), the handler throttled to
// 100 ms, and a scroll to the top over about 500 ms.
export const headerThreshold = 30;
export const scrollTopThreshold = 10;
export const scrollThrottle = 100;
export const scrollTopDuration = 500;

/** Runs `run` at most once per `wait` ms, and once more at the end of a burst. */
export function throttle(run: () => void, wait: number): () => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const now = Date.now();
    const left = wait - (now - last);
    if (left <= 0) {
      last = now;
      run();
    } else {
      clearTimeout(timer);
      timer = setTimeout(() => {
        last = Date.now();
        run();
      }, left);
    }
  };
}

function subscribeToScroll(onChange: () => void): () => void {
  const handler = throttle(onChange, scrollThrottle);
  window.addEventListener("scroll", handler, { passive: true });
  return () => window.removeEventListener("scroll", handler);
}

/** The page's vertical scroll position, updated by a throttled scroll handler; 0 on the server. */
export function useScrollY(): number {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY,
    () => 0,
  );
}

/** Scrolls to the top with an ease-out over `duration` ms; at once for reduced motion. */
export function scrollToTop(duration = scrollTopDuration): void {
  const start = window.scrollY;
  if (start === 0) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, 0);
    return;
  }
  const begin = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - begin) / duration);
    window.scrollTo(0, start * (1 - (1 - (1 - progress) ** 3)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
