// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { APP_NAME } from '../../../shared/constants';
import AboutPage from './AboutPage';

// Issue 45: the about page in both languages; its closing line keeps its three links in either.

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the about page', () => {
  it('in Spanish, with the links of its closing line', () => {
    renderInApp(<AboutPage />, { language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: `Acerca de ${APP_NAME}` })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nuestra misión' })).toBeTruthy();
    expect(linkTo('Contáctanos')).toBe('/contact');
    expect(linkTo('términos de uso')).toBe('/terms');
    expect(linkTo('aviso de privacidad')).toBe('/privacy');
  });

  it('in English, word for word', () => {
    renderInApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: `About ${APP_NAME}` })).toBeTruthy();
    expect(linkTo('Contact us')).toBe('/contact');
    expect(screen.getByText(/^Questions\?/).textContent).toBe(
      'Questions? Contact us. Read our terms of use and privacy notice.',
    );
  });
});
