import { useTranslation } from 'react-i18next';

/**
 * "How ties are broken", one tap from every board (issue 42): a disclosure that says how a board orders players
 * who look alike and how the monthly prize names one winner (docs/rules.md, "The month's winner"). A plain
 * details element: it opens by tap, click or keyboard without any script or floating layer.
 */
export function TiesHint() {
  const { t } = useTranslation();
  return (
    <details data-testid="ties-hint" style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
      <summary style={{ cursor: 'pointer', color: 'var(--mantine-color-anchor)', width: 'fit-content' }}>
        {t('ties.link')}
      </summary>
      <ul style={{ margin: '4px 0 0', paddingLeft: 18, lineHeight: 1.45 }}>
        <li>{t('ties.periods')}</li>
        <li>{t('ties.alltime')}</li>
        <li>{t('ties.prize')}</li>
      </ul>
    </details>
  );
}
