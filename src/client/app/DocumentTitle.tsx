import { useEffect } from 'react';
import { APP_NAME } from '../../shared/constants';

/** A tab's title: the screen's main heading, then the product's name; the name alone when the heading is it. */
export function titleFor(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text && text !== APP_NAME ? `${text} · ${APP_NAME}` : APP_NAME;
}

/** The first top-level heading the player can see (the pre-rendered landing's stays hidden behind the app). */
function visibleHeading(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('h1')].find((h) =>
    typeof h.checkVisibility === 'function' ? h.checkVisibility() : h.offsetParent !== null,
  );
}

/**
 * Names the browser tab after the screen shown (WCAG 2.4.2 Page Titled): every screen of this single-page app
 * had the product's name alone. The title follows the screen's h1, so it changes with the route and with the
 * language without each screen setting it; changes are read once per frame at most.
 */
export function DocumentTitle() {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = titleFor(visibleHeading()?.textContent);
      if (document.title !== next) document.title = next;
    };
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
