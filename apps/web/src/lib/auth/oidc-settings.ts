/** The built-in provider lives at the same origin; the web app is its public PKCE client. */
export const OIDC_CLIENT_ID = 'dermadesk-web';
export const OIDC_SCOPES = 'openid email phone profile';
export const TOKEN_ENDPOINT_PATH = '/oauth2/token';
