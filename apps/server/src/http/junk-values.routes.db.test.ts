import { allRoutes } from '@circa/contract/all-routes';
import type { RouteDescriptor } from '@circa/contract/route';
import { errorBodySchema } from '@circa/contract/errors';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

/**
 * Well-formed requests with hostile values (docs/security.md "Bad input"): for every JSON, query
 * and path call, each integer at 2^31 and at -2^31 - 1 (outside the database's int4), each text
 * with a NUL, and each number at 1e300. Ids and text must be refused with a 400; nothing may answer
 * a 5xx. The requests are built from the contract's own schemas, so a new call is covered the day
 * it is added.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
};

type Mutation = 'int-high' | 'int-low' | 'nul' | 'huge';

const typeOf = (schema: JsonSchema): string | undefined => {
  if (schema.anyOf) return schema.anyOf.map(typeOf).find((t) => t !== undefined && t !== 'null');
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};

/** A value of the schema's shape; with `mutation`, the hostile value wherever it applies. */
function valueFor(schema: JsonSchema, mutation: Mutation | null): unknown {
  const type = typeOf(schema);
  const props = schema.properties ?? schema.anyOf?.find((s) => s.properties)?.properties;
  if (type === 'object' || props) {
    return Object.fromEntries(
      Object.entries(props ?? {}).map(([key, s]) => [key, valueFor(s, mutation)]),
    );
  }
  if (type === 'integer') {
    if (mutation === 'int-high') return 2 ** 31;
    if (mutation === 'int-low') return -(2 ** 31) - 1;
    if (mutation === 'huge') return 1e300;
    return 1;
  }
  if (type === 'number') return mutation === 'huge' ? 1e300 : 1;
  if (type === 'string') return mutation === 'nul' ? 'a\u0000b' : 'x';
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  return 'x';
}

function applies(schema: JsonSchema, mutation: Mutation): boolean {
  return JSON.stringify(valueFor(schema, mutation)) !== JSON.stringify(valueFor(schema, null));
}

function requestOf(route: RouteDescriptor, value: Record<string, unknown>) {
  let url = `/api${route.paths[0]}`;
  if (route.requestKind === 'path') {
    url = url.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(value[key])));
    return { method: route.method, url, payload: undefined };
  }
  if (route.requestKind === 'query') {
    const query = new URLSearchParams(
      Object.entries(value).map(([key, v]) => [key, String(v)] as [string, string]),
    );
    return { method: route.method, url: `${url}?${query}`, payload: undefined };
  }
  return { method: route.method, url, payload: value };
}

const probed = allRoutes.filter((r) => ['json', 'query', 'path'].includes(r.requestKind));
const cases = probed.flatMap((route) => {
  const schema = z.toJSONSchema(route.request, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return (['int-high', 'int-low', 'nul', 'huge'] as const)
    .filter((mutation) => applies(schema, mutation))
    .map((mutation) => [route.id, mutation, route, schema] as const);
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  token = await t.signIn('admin@example.com');
});
afterAll(async () => t.close());

describe('hostile values in well-formed requests', () => {
  it('cover every kind of value somewhere', () => {
    for (const mutation of ['int-high', 'int-low', 'nul', 'huge'] as const) {
      expect(cases.some((c) => c[1] === mutation)).toBe(true);
    }
  });

  it.each(cases)('%s with %s', async (_id, mutation, route, schema) => {
    const value = valueFor(schema, mutation) as Record<string, unknown>;
    const { method, url, payload } = requestOf(route, value);
    const response = await t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload }),
      headers: { authorization: `Bearer ${token}` },
    });
    const what = `${route.method} ${route.paths[0]} ${mutation}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    if (mutation !== 'huge') {
      expect(response.statusCode, what).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.message.trim(), what).not.toBe('');
      // zod's own words never reach a user: every refusal says what to change (issue 20)
      for (const text of [body.message, ...(body.details ?? []).map((d) => d.message)])
        expect(text, what).not.toMatch(/Too (big|small):|Invalid input|expected \w+, received/);
    }
  });
});
