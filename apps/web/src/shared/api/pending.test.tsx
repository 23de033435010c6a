import { afterEach, describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import { act, render, screen } from '@testing-library/react';
import { createPendingRequestMiddleware, pendingRequestCount, usePendingRequests } from './pending';
import { resetPendingRequestsForTest } from './testing';
import type { paths } from './schema';

function deferredClient() {
  const answers: ((response: Response) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answers.push(resolve);
        failures.push(reject);
      }),
  );
  const client = createClient<paths>({ baseUrl: 'http://localhost/api', fetch });
  client.use(createPendingRequestMiddleware());
  const ok = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  return { client, answers, failures, ok };
}

afterEach(() => resetPendingRequestsForTest());

describe('pending request tracking', () => {
  it('counts a non-GET request until it answers', async () => {
    const { client, answers, ok } = deferredClient();
    const call = client.POST('/v1.0/terms' as never, { body: {} } as never);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(pendingRequestCount()).toBe(1);
    answers[0]?.(ok());
    await call;
    expect(pendingRequestCount()).toBe(0);
  });

  it('does not count GET requests', async () => {
    const { client, answers, ok } = deferredClient();
    const call = client.GET('/v1.0/users');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(pendingRequestCount()).toBe(0);
    answers[0]?.(ok());
    await call;
  });

  it('stops counting a request that fails on the network', async () => {
    const { client, failures } = deferredClient();
    const call = client.PATCH('/v1.0/terms' as never, { body: {} } as never);
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(pendingRequestCount()).toBe(1);
    failures[0]?.(new TypeError('network down'));
    await expect(call).rejects.toThrow('network down');
    expect(pendingRequestCount()).toBe(0);
  });

  it('usePendingRequests re-renders while requests come and go', async () => {
    function Probe() {
      return <p>{usePendingRequests() ? 'pending' : 'idle'}</p>;
    }
    const { client, answers, ok } = deferredClient();
    render(<Probe />);
    expect(screen.getByText('idle')).toBeTruthy();
    let call: Promise<unknown> = Promise.resolve();
    await act(async () => {
      call = client.DELETE('/v1.0/terms' as never, {} as never);
      await vi.waitFor(() => expect(answers).toHaveLength(1));
    });
    expect(screen.getByText('pending')).toBeTruthy();
    await act(async () => {
      answers[0]?.(ok());
      await call;
    });
    expect(screen.getByText('idle')).toBeTruthy();
  });
});
