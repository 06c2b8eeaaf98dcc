import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { jwt, magicLink } from "better-auth/plugins";
import type { Database } from "../../../db/client.ts";
import * as schema from "../../../db/schema/index.ts";
import type { Config } from "../../config.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/index.ts";
import { magicLinkMail, passwordResetMail, verificationMail } from "../mail/templates.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** Set by our server from the socket (or a trusted proxy); any incoming copy is replaced. */
export const CLIENT_IP_HEADER = "x-artcal-client-ip";
export const ACCESS_TOKEN_LIFETIME = "15m";

export interface IdentityOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** Called when better-auth creates a user, inside no transaction of ours. */
  onUserCreated: (user: { id: string; name: string; email: string }) => Promise<void>;
}

/**
 * The built-in identity service: email + password, magic links, email
 * verification, password reset, cookie sessions and short-lived EdDSA JWT
 * access tokens (published at /api/auth/jwks).
 */
export function createIdentity(o: IdentityOptions) {
  const siteName = o.config.site.name;
  const secure = o.config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: siteName,
    baseURL: o.config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: o.secret,
    database: drizzleAdapter(o.database.db, { provider: "pg", schema }),
    logger: {
      log: (level, message, ...args) => {
        const entry = { component: "identity", args: args.length ? args : undefined };
        if (level === "error") o.logger.error(entry, message);
        else if (level === "warn") o.logger.warn(entry, message);
        else o.logger.debug(entry, message);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        await o.mailer.send(passwordResetMail(siteName, user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await o.mailer.send(verificationMail(siteName, user.email, url));
      },
    },
    session: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await o.onUserCreated({ id: user.id, name: user.name, email: user.email });
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": { window: 60, max: 10 },
        "/sign-up/*": { window: 60, max: 5 },
        "/request-password-reset": { window: 300, max: 5 },
        "/send-verification-email": { window: 300, max: 5 },
        "/sign-in/magic-link": { window: 300, max: 5 },
        // Every page a signed-in visitor opens asks for a fresh access token
        // (and the session behind it): counted against the 100 a minute, a
        // household or a gallery's wifi behind one address runs out while
        // browsing. Both need a valid session cookie, which cannot be guessed.
        "/token": false,
        "/get-session": false,
      },
    },
    advanced: {
      cookiePrefix: "artcal",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Keep the origin and callback checks on in tests too (better-auth skips them under NODE_ENV=test).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: "uuid" },
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: "EdDSA", crv: "Ed25519" } },
        // Tokens come from /api/auth/token only. Left on, every session look-up
        // (each private page's render asks who is looking) read the signing key
        // and signed a token for a `set-auth-jwt` header nobody reads.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: o.config.publicUrl,
          audience: o.config.publicUrl,
          expirationTime: ACCESS_TOKEN_LIFETIME,
          // The subject (user id) and its session are all the API needs: each
          // request checks the session still stands and reads the role fresh
          // (docs/decisions/031-sessions-end-access.md).
          definePayload: ({ session }) => ({ sid: session.id }),
        },
      }),
      magicLink({
        expiresIn: 15 * 60,
        sendMagicLink: async ({ email, url }) => {
          await o.mailer.send(magicLinkMail(siteName, email, url));
        },
      }),
    ],
  });
}

export type Identity = ReturnType<typeof createIdentity>;
