import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { LOCALE_MESSAGE } from '../../../shared/i18n/locale';

// The language on the account (issue 45, ADR 0047): sign-up takes the browser's, Settings changes it, the signed-in
// user carries it as `language`, and the e-mails and pushes read it (notifications.language.test.ts).

const t = sharedTestApp();
const ORIGIN = 'http://localhost';

const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const stored = async (id: number) =>
  (await t.deps.db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirstOrThrow())
    .locale;
const putSettings = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/settings',
    payload,
    headers: { cookie, origin: ORIGIN, ...headers },
  });
const settingsOf = (username: string) => ({
  username,
  firstName: 'Lucía',
  lastName: 'Reyes',
  timezone: 'Europe/Madrid',
  emailNotifications: true,
  pushNotifications: false,
});

describe('the language at sign-up', () => {
  it("keeps the browser's language the sign-up form sends, and carries it on the signed-in user", async () => {
    const { res, cookie, user } = await register(t.app, newAccount({ language: 'es' }));
    expect(res.json()).toMatchObject({ language: 'es' });
    expect((await me(cookie)).json()).toMatchObject({ language: 'es' });
    expect(await stored(user.id)).toBe('es');
  });

  it('is English when the form sends none', async () => {
    const { res, user } = await register(t.app);
    expect(res.json()).toMatchObject({ language: 'en' });
    expect(await stored(user.id)).toBe('en');
  });

  it('refuses a language the product does not speak with 400, creating nothing, in the words asked for', async () => {
    const account = { ...newAccount(), language: 'fr' };
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    expect([en.statusCode, en.json().message]).toEqual([400, LOCALE_MESSAGE]);
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      headers: { 'accept-language': 'es-ES' },
    });
    expect([es.statusCode, es.json().message]).toEqual([400, 'Elige inglés o español']);
    const found = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', account.username)
      .execute();
    expect(found).toEqual([]);
  });
});

describe('the language in Settings (PUT /api/user/settings)', () => {
  it('saves it, and keeps it when a client sends none', async () => {
    const { cookie, user } = await register(t.app);
    const saved = await putSettings(cookie, { ...settingsOf(`lang_${user.id}`), language: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'es' });
    expect(await stored(user.id)).toBe('es');

    const without = await putSettings(cookie, settingsOf(`lang_${user.id}`));
    expect(without.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({ language: 'es' });

    await putSettings(cookie, { ...settingsOf(`lang_${user.id}`), language: 'en' });
    expect(await stored(user.id)).toBe('en');
  });

  it.each([['de'], [''], [7], [null]])('refuses %o with 400 and keeps the language', async (language) => {
    const { cookie, user } = await register(t.app, newAccount({ language: 'es' }));
    const res = await putSettings(cookie, { ...settingsOf(`bad_${user.id}`), language });
    expect([res.statusCode, res.json().message]).toEqual([400, LOCALE_MESSAGE]);
    expect(await stored(user.id)).toBe('es');
  });
});

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
};
type Schema = { $ref?: string; properties: Record<string, unknown>; required?: string[] };
/** The schema of a call's 200 answer, its reference followed. */
function bodyOfAnswer(doc: Doc, path: string, method: string): Schema {
  const schema = doc.paths[path]![method]!.responses['200']!.content['application/json']!.schema;
  return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema;
}

describe('the API reference', () => {
  it('lists `language` on the sign-up, the settings and the user, as en or es', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const text = JSON.stringify(doc);
    expect(text).toContain('"language"');
    const bodyOf = (path: string, method: string) => {
      const schema = doc.paths[path][method].requestBody.content['application/json'].schema;
      return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    };
    for (const [path, method] of [
      ['/api/auth/register', 'post'],
      ['/api/user/settings', 'put'],
    ] as const) {
      const body = bodyOf(path, method);
      expect(body.properties.language).toMatchObject({ enum: ['en', 'es'] });
      expect(body.required ?? []).not.toContain('language');
    }
    const user = bodyOfAnswer(doc, '/api/auth/user', 'get');
    expect(user.properties.language).toMatchObject({ enum: ['en', 'es'] });
    expect(user.required).toContain('language');
  });
});
