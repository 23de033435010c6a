import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/v1.0/data (reference data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers both lists for repeated types, without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/data?types=COUNTRIES&types=COUNTIES',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['COUNTIES', 'COUNTRIES']);
    expect(body.COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(body.COUNTRIES).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    expect(body.COUNTRIES).toContainEqual({ code: 'FR', name: 'France' });
    const names = body.COUNTRIES.map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en-GB')));
    expect(body.COUNTIES).toContainEqual(expect.objectContaining({ name: 'West Yorkshire' }));
    expect(body.COUNTIES).toContainEqual(expect.objectContaining({ name: 'Tyrone' }));
    const ids = body.COUNTIES.map((county: { id: number }) => county.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers one list for a single type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1.0/data?types=COUNTIES' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['COUNTIES']);
  });

  it.each([
    ['no types', '/api/v1.0/data'],
    ['an unknown type', '/api/v1.0/data?types=PLANETS'],
    ['an unknown type beside a known one', '/api/v1.0/data?types=COUNTRIES&types=PLANETS'],
  ])('refuses %s with 400 in the error shape', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FORM1002' });
  });
});
