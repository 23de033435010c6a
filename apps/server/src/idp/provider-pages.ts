import { randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import {
  asLanguage,
  fromUiLocales,
  languageCookie,
  languageCookieOf,
  languageToggle,
  pageLanguage,
} from './page-language';
import type { RenderPage } from './views';

export interface ProviderPages {
  logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>;
  postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
  renderError(ctx: KoaContextWithOIDC, out: unknown, error: Error): Promise<void>;
}

/** Why a client's request was refused, as Keycloak says it ("Client not found.", "Invalid parameter: redirect_uri"). */
function refusal(out: unknown): string {
  const error = (out as { error?: unknown } | undefined)?.error;
  if (error === 'invalid_client') return 'The service that sent you here is not registered (invalid_client).';
  if (error === 'invalid_redirect_uri')
    return 'The address to return to is not registered for this service (invalid_redirect_uri).';
  return 'The link you followed may have expired or already been used.';
}

/**
 * The pages oidc-provider renders itself (inside Koa), in GOV.UK style. Each gets the service's content
 * security policy with a fresh nonce for its one inline script.
 */
export function createProviderPages(
  render: RenderPage,
  policyWith: (scriptNonce: string) => string,
  homeUrl: string,
) {
  function nonceFor(ctx: KoaContextWithOIDC): string {
    const nonce = randomBytes(16).toString('base64url');
    ctx.set('content-security-policy', policyWith(nonce));
    return nonce;
  }

  /** As the sign-in pages choose (login-actions.ts): ?lang, the cookie, the request's ui_locales, English. */
  function languageOf(ctx: KoaContextWithOIDC) {
    const query = asLanguage(ctx.query.lang);
    const uiLocales = fromUiLocales((ctx.oidc?.params as { ui_locales?: unknown } | undefined)?.ui_locales);
    const lang = pageLanguage(query ?? uiLocales, languageCookieOf(ctx.get('cookie')));
    if (query)
      ctx.append(
        'set-cookie',
        languageCookie(lang, ctx.protocol === 'https' || homeUrl.startsWith('https:')),
      );
    const search = ctx.method === 'GET' ? ctx.querystring : '';
    return { lang, languageToggle: languageToggle(lang, ctx.path, search) };
  }

  function respond(ctx: KoaContextWithOIDC, template: string, context: Record<string, unknown>): void {
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    ctx.body = render(template, { cspNonce: nonceFor(ctx), ...languageOf(ctx), ...context });
  }

  const pages: ProviderPages = {
    async logoutSource(ctx, form) {
      // Without `logout=yes` oidc-provider only forgets this client and keeps the session alive.
      const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
      respond(ctx, 'sign-out.njk', { title: 'Signing you out', form: withLogout });
    },
    async postLogoutSuccessSource(ctx) {
      respond(ctx, 'message.njk', {
        title: 'You have signed out',
        paragraphs: [],
        linkHref: homeUrl,
        linkText: 'Sign in again',
      });
    },
    // Never show oidc-provider's error details: they can include internal messages.
    async renderError(ctx, out, error) {
      const status = 'status' in error && typeof error.status === 'number' ? error.status : 500;
      ctx.status = status;
      respond(ctx, 'message.njk', {
        title:
          status >= 500 ? 'Sorry, there is a problem with the service' : 'Sorry, we could not sign you in',
        paragraphs: status >= 500 ? ['Try again later.'] : [refusal(out)],
        linkHref: homeUrl,
        linkText: 'Go to the start page',
      });
    },
  };
  return pages;
}
