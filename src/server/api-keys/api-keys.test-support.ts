import type { ApiKeyScope } from '../../shared/api-keys/api-key-scopes';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import type { TestApp } from '../../../tests/support/test-app';

/** Creates a key through the settings route as the signed-in user; answers the key once shown. */
export async function createKeyAs(
  t: TestApp,
  token: string,
  scopes: ApiKeyScope[] = ['leads:write', 'leads:read'],
  name = 'Practice CRM',
): Promise<{ id: string; secret: string; prefix: string }> {
  const response = await t.request({
    method: 'POST',
    url: '/api/api-keys',
    token,
    // A key is made with the owner's password, not the session alone (decision 0088).
    payload: { name, scopes, current_password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`key creation failed: ${response.body}`);
  const body = response.json();
  return { id: body.key.id, secret: body.secret, prefix: body.key.prefix };
}

/** A call with an API key, as another system sends it: a bearer header and no cookie. */
export function withKey(
  t: TestApp,
  secret: string | undefined,
  options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  return t.app.inject({
    method: options.method,
    url: options.url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    headers: {
      ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }),
      ...options.headers,
    },
  });
}
