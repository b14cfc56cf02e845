import type { Locale } from '../../../shared/i18n/locale';

// What the account's e-mails say (the password reset, the provider link), one object per language (ADR 0047); the
// recipient's `users.locale` picks one. The English is the specs' letter for letter.

export interface AccountMailWords {
  greeting: (username: string) => string;
  reset: {
    subject: (app: string) => string;
    asked: (app: string) => string;
    openWithin: string;
    button: string;
    afterwards: string;
  };
  link: {
    subject: (provider: string, app: string) => string;
    signedIn: (provider: string) => string;
    openWithin: (provider: string, app: string) => string;
    button: (provider: string) => string;
    afterwards: string;
  };
}

const EN: AccountMailWords = {
  greeting: (username) => `Hi ${username},`,
  reset: {
    subject: (app) => `Reset your ${app} password`,
    asked: (app) => `Someone (hopefully you) asked to reset the password of your ${app} account.`,
    openWithin: 'Open this link within 1 hour to choose a new password:',
    button: 'Reset my password',
    afterwards:
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  link: {
    subject: (provider, app) => `Link ${provider} to your ${app} account`,
    signedIn: (provider) => `Someone (hopefully you) signed in with ${provider} using this e-mail address.`,
    openWithin: (provider, app) =>
      `To link ${provider} to your ${app} account and sign in, open this link within 1 hour:`,
    button: (provider) => `Link ${provider} and sign in`,
    afterwards: 'If it was not you, ignore this e-mail: nothing is linked, and your account stays as it is.',
  },
};

const ES: AccountMailWords = {
  greeting: (username) => `Hola, ${username}:`,
  reset: {
    subject: (app) => `Restablece tu contraseña de ${app}`,
    asked: (app) => `Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de ${app}.`,
    openWithin: 'Abre este enlace antes de 1 hora para elegir una contraseña nueva:',
    button: 'Restablecer mi contraseña',
    afterwards:
      'El enlace solo funciona una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  link: {
    subject: (provider, app) => `Vincula ${provider} a tu cuenta de ${app}`,
    signedIn: (provider) =>
      `Alguien (esperamos que tú) ha iniciado sesión con ${provider} usando esta dirección de correo.`,
    openWithin: (provider, app) =>
      `Para vincular ${provider} a tu cuenta de ${app} e iniciar sesión, abre este enlace antes de 1 hora:`,
    button: (provider) => `Vincular ${provider} e iniciar sesión`,
    afterwards: 'Si no has sido tú, ignora este correo: no se vincula nada y tu cuenta no cambia.',
  },
};

const WORDS: Record<Locale, AccountMailWords> = { en: EN, es: ES };

/** The account e-mails' words in `locale`. */
export const accountMailWords = (locale: Locale): AccountMailWords => WORDS[locale];
