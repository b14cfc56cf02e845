// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { CAP_NOTICE_ID, CapNotice } from './CapNotice';

describe('the daily cap message', () => {
  it("says on Today's tab that picks come back tomorrow", () => {
    renderInApp(<CapNotice used={3} max={3} day="today" timeZone="America/New_York" />);
    const notice = screen.getByTestId('daily-picks');
    expect(notice.id).toBe(CAP_NOTICE_ID);
    expect(notice.textContent).toBe(
      'Daily pick limit reached: 3 of 3 picks used today. Come back tomorrow for more picks.',
    );
  });

  it("says on Tomorrow's tab when tomorrow's games open, in the player's zone, never 'come back tomorrow'", () => {
    renderInApp(<CapNotice used={3} max={3} day="tomorrow" timeZone="Europe/London" />);
    const text = screen.getByTestId('daily-picks').textContent ?? '';
    expect(text).toMatch(
      /^Daily pick limit reached: 3 of 3 picks used today\. Tomorrow's games open to your picks when your new day starts, at midnight (GMT|BST)\.$/,
    );
    expect(text).not.toContain('Come back tomorrow');
  });
});
