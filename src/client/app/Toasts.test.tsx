// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/support/client/render';
import { toast } from '../lib/toast';
import { Toasts } from './Toasts';

/** The edge the showing toast stands at: the data-position of the container that holds it. */
const edgeOf = (text: string) =>
  screen.getByText(text).closest('[data-position]')?.getAttribute('data-position') ?? null;

// A 390 x 844 phone.
beforeEach(() => {
  (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
});
afterEach(() => act(() => notifications.clean()));

describe('the toasts', () => {
  it('stand at the bottom on a phone, never over the header or the navigation', async () => {
    renderInApp(<Toasts />);
    act(() => toast.success('Welcome back!'));
    await screen.findByText('Welcome back!');
    expect(edgeOf('Welcome back!')).toBe('bottom-center');
  });

  it('move to the top while the bottom would cover the focused control (WCAG 2.4.11)', async () => {
    renderInApp(
      <>
        <button type="button">Pick Dallas Cowboys</button>
        <Toasts />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Pick Dallas Cowboys' });
    // Near the bottom of the screen, where the toast stands.
    button.getBoundingClientRect = () =>
      ({ top: 790, bottom: 834, left: 20, right: 370, width: 350, height: 44 }) as DOMRect;
    act(() => toast.news('Pick Won!', 'Dallas Cowboys came through. Your streak: W3.'));
    await screen.findByText('Pick Won!');
    act(() => button.focus());
    await waitFor(() => expect(edgeOf('Pick Won!')).toBe('top-center'));
    // Focus elsewhere: back to the bottom.
    act(() => button.blur());
    await waitFor(() => expect(edgeOf('Pick Won!')).toBe('bottom-center'));
  });
});
