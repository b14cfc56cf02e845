// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { ACHIEVEMENT_BY_TYPE } from '../../../shared/achievements';
import { ShareAchievementDialog } from './ShareAchievementDialog';

afterEach(() => vi.unstubAllGlobals());

describe('an unlock celebrated in Spanish', () => {
  it("names the achievement in Spanish (the pushes' words) and shares in Spanish", async () => {
    stubTrpc({ 'shares.achievement': () => ({ path: '/share/a/abc' }) });
    renderInApp(
      <ShareAchievementDialog
        achievement={ACHIEVEMENT_BY_TYPE.rookie_star}
        onClose={() => {}}
        celebrate
        more={1}
      />,
      { language: 'es' },
    );
    expect(await screen.findByText('¡Logro desbloqueado!')).toBeTruthy();
    expect(screen.getByText('Estrella novata')).toBeTruthy();
    expect(screen.getByText('Acierta tu primera elección')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compartir en WhatsApp' })).toBeTruthy();
    expect((screen.getByLabelText('Texto para compartir') as HTMLTextAreaElement).value).toMatch(
      /^Desbloqueé «Estrella novata» .+ en Streak Pick.em: Acierta tu primera elección\. Únete: /,
    );
    expect(screen.getByRole('button', { name: 'Siguiente logro (1 más)' })).toBeTruthy();
  });
});
