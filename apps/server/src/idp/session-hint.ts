/**
 * A cookie the SPA can read (not HttpOnly) that only says "a sign-in happened recently", so it tries a
 * silent sign-in check only when one could succeed. It carries no secret.
 */
const name = 'esos_session_hint';

export function sessionHintCookie(maxAgeSeconds: number, secure: boolean): string {
  return `${name}=1; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearSessionHintCookie(secure: boolean): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}
