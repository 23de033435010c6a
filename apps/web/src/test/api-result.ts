/**
 * What the typed API client resolves to, for mocking `api.GET`/`POST`: the body as `data` below 300,
 * else as `error`. jsdom's Response cannot be built with 204, so a "no content" answer reports 200.
 */
export const apiResult = (body: unknown, status = 200) => ({
  data: status < 300 ? body : undefined,
  error: status < 300 ? undefined : body,
  response: new Response(null, { status: status === 204 ? 200 : status }),
});

/**
 * What POST /tasks/actions answers a save that asks for the task back (Prefer: return=representation): the
 * task as GET /tasks/{id} shows it, and its version as the ETag.
 */
export const savedTaskResult = (saved: { task: unknown; version?: string }) => ({
  ...apiResult(saved.task),
  response: new Response(null, { status: 200, headers: saved.version ? { ETag: saved.version } : {} }),
});
