// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { Refusal, stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import { DataExportSection } from './DataExportSection';

/** The section's words, as the account catalogue holds them in English. */
const EXPORT_TEXT = { ask: 'Prepare my data', preparing: 'Your file is being prepared…' } as const;

afterEach(() => vi.unstubAllGlobals());

const asked = { id: 5, createdAt: '2026-11-21T15:00:00.000Z', expiresAt: '2026-11-22T15:00:00.000Z' };

describe('Settings: download my data', () => {
  it('asks for the file, shows it being prepared, then offers it for download', async () => {
    // The server's list: nothing, then the file being prepared once asked for, then ready.
    let stage: 'none' | 'preparing' | 'ready' = 'none';
    stubTrpc({
      'account.exports': () => (stage === 'none' ? [] : [{ ...asked, status: stage }]),
      'account.requestExport': () => {
        stage = 'preparing';
        return [{ ...asked, status: stage }];
      },
    });
    renderInApp(<DataExportSection timeZone="America/New_York" />);
    const ask = await screen.findByRole('button', { name: EXPORT_TEXT.ask });
    fireEvent.click(ask);

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain(EXPORT_TEXT.preparing));
    expect((screen.getByRole('button', { name: EXPORT_TEXT.ask }) as HTMLButtonElement).disabled).toBe(true);

    // The effects worker finishes; the section looks again while the file is being prepared.
    stage = 'ready';
    const link = await screen.findByRole('link', { name: 'Download the file' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/api/user/exports/5');
    expect(link.getAttribute('download')).toBe('streak-pickem-my-data-2026-11-21.json');
    expect(status.textContent).toContain('offered until Nov 22, 10:00 AM');
    expect(status.textContent).not.toContain(EXPORT_TEXT.preparing);
  });

  it("shows the server's words when one is being prepared already", async () => {
    stubTrpc({
      'account.exports': () => [],
      'account.requestExport': () => new Refusal(ACCOUNT_MESSAGES.exportsAtOnce, 'CONFLICT', 409),
    });
    renderInApp(<DataExportSection timeZone="America/New_York" />);
    fireEvent.click(await screen.findByRole('button', { name: EXPORT_TEXT.ask }));
    expect((await screen.findByRole('alert')).textContent).toBe('A download is being prepared already');
  });
});
