// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/support/client/render';
import { i18n } from './i18n';
import { MANIFEST_OF, ManifestLanguage } from './ManifestLanguage';

afterEach(() => {
  for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
});

const manifestLink = () => {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_OF.en;
  document.head.append(link);
  return link;
};

describe('the web app manifest linked', () => {
  it('is the language the app shows, and follows a switch', async () => {
    const link = manifestLink();
    renderInApp(<ManifestLanguage />, { language: 'es' });
    expect(link.getAttribute('href')).toBe('/manifest.es.webmanifest');
    await act(() => i18n.changeLanguage('en'));
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('leaves a page without a manifest alone', () => {
    renderInApp(<ManifestLanguage />, { language: 'es' });
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
